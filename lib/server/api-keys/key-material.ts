import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { keyPrefixOf } from "@/lib/domain/api-keys";

/** A new key: shown once, then only its hash and prefix are kept. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `esk_${randomBytes(32).toString("base64url")}`;
  return { key, prefix: keyPrefixOf(key), hash: hashApiKey(key) };
}

/** SHA-256 suffices: a key is 32 random bytes, so there is nothing to guess that a slow hash would protect. */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("base64url");
