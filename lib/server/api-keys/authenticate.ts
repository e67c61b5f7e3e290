import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";
import { SEED_SENTENCES } from "@/lib/domain/api-contract";
import {
  apiKeyState,
  looksLikeApiKey,
  namesUser,
  parseScopes,
  type ApiKeyScope,
  API_KEY_SCOPES,
} from "@/lib/domain/api-keys";
import { ApiFailure } from "@/lib/server/api/failure";
import { readRows } from "@/lib/server/harness/sql-reader";
import { hashApiKey } from "./key-material";
import { countKeyUse } from "./usage";

/** Who is calling a machine endpoint (rules §12): the key, what it may do, and whom it acts for. */
export type Principal = {
  /** The bootstrap HARNESS_TOKEN, an admin's runtime key, or a user's personal key. */
  kind: "bootstrap" | "runtime" | "personal";
  /** Names the caller for idempotency keys and limits; the key's id, or "harness-token". */
  id: string;
  /** The key's 12-character prefix, for logs, metrics and the delegation log; null for HARNESS_TOKEN. */
  prefix: string | null;
  scopes: ReadonlySet<ApiKeyScope>;
  /** A personal key's owner: the only user it may act as. */
  owner: { id: string; email: string } | null;
};

const BOOTSTRAP: Principal = {
  kind: "bootstrap",
  id: "harness-token",
  prefix: null,
  scopes: new Set(API_KEY_SCOPES),
  owner: null,
};

type KeyRow = {
  id: string;
  kind: string;
  prefix: string;
  hash: string;
  scopes: string;
  expiresAt: unknown;
  revokedAt: unknown;
  ownerId: string;
  email: string;
  disabledAt: unknown;
};

/**
 * The one door of every machine endpoint: the bearer credential becomes a principal, or a failure.
 * A wrong, revoked, expired or malformed key is the same 401 (no oracle); a disabled owner is 403;
 * a key without the endpoint's scope is 403 `forbidden_scope`; past its rate 429.
 */
export async function authenticate(request: Request, scope: ApiKeyScope): Promise<Principal | ApiFailure> {
  const token = bearerToken(request);
  if (token === null) return unauthorized();
  const principal = isHarnessToken(token) ? BOOTSTRAP : await principalOfKey(token);
  if (principal instanceof ApiFailure) return principal;
  if (!principal.scopes.has(scope))
    return new ApiFailure("forbidden_scope", `This key does not have the scope ${scope}.`);
  if (principal.kind !== "bootstrap") {
    const limited = countKeyUse(principal.id);
    if (limited)
      return new ApiFailure("rate_limited", limited.message, {
        headers: { "retry-after": String(limited.retryAfterSeconds) },
      });
  }
  return principal;
}

async function principalOfKey(token: string): Promise<Principal | ApiFailure> {
  if (!looksLikeApiKey(token)) return unauthorized();
  const hash = hashApiKey(token);
  const [row] = await readRows<KeyRow>(
    `SELECT k."id", k."kind", k."prefix", k."hash", k."scopes", k."expiresAt", k."revokedAt", k."ownerId", u."email", u."disabledAt"
     FROM "ApiKey" k JOIN "User" u ON u."id" = k."ownerId" WHERE k."hash" = ?`,
    [hash],
  );
  if (!row || !timingSafeEqual(Buffer.from(row.hash), Buffer.from(hash))) return unauthorized();
  if (apiKeyState({ revokedAt: asDate(row.revokedAt), expiresAt: asDate(row.expiresAt) }, new Date()) !== "active")
    return unauthorized();
  if (row.disabledAt !== null) return new ApiFailure("user_disabled", SEED_SENTENCES.user_disabled);
  const personal = row.kind === "personal";
  return {
    kind: personal ? "personal" : "runtime",
    id: row.id,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    owner: personal ? { id: row.ownerId, email: row.email } : null,
  };
}

/**
 * The user a request acts for: a personal key acts only as its owner (`user` may be left out, or must
 * name the owner); a runtime key for the user the request names.
 */
export function actingUser(principal: Principal, userRef: string | undefined): string {
  if (principal.owner) {
    if (userRef === undefined || namesUser(userRef, principal.owner)) return principal.owner.id;
    throw new ApiFailure("key_user_mismatch", undefined, { field: "user" });
  }
  if (userRef === undefined)
    throw new ApiFailure("invalid_field", 'Field "user" is required (a user id or email).', { field: "user" });
  return userRef;
}

export function unauthorized(): ApiFailure {
  return new ApiFailure("unauthorized", undefined, { headers: { "www-authenticate": 'Bearer realm="harness"' } });
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get("authorization") ?? "").trim());
  return match?.[1] ?? null;
}

const digest = (s: string) => createHash("sha256").update(s).digest();
// The configured token's digest, computed once per token value rather than on every request.
let expected = { token: "", digest: digest("") };
/** Unset (rules §12 "when set"), no token is the bootstrap key: it is then judged as any unknown key. */
function isHarnessToken(token: string): boolean {
  const configured = config().HARNESS_TOKEN;
  if (configured === undefined) return false;
  if (expected.token !== configured) expected = { token: configured, digest: digest(configured) };
  return timingSafeEqual(digest(token), expected.digest);
}

// SQLite hands back what Prisma stored (ISO text or milliseconds); PostgreSQL a Date.
function asDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(
    typeof value === "number" || typeof value === "bigint"
      ? Number(value)
      : typeof value === "string"
        ? value
        : Number.NaN,
  );
}
