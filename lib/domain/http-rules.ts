import { at } from "./at-index";
/** Request rules of the machine API (rules §6.2) that need no server: media types, keys, validators. */

/** `application/json` or any `…+json` type, parameters (charset) allowed; anything else is a 415. */
export function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const type = at(contentType.split(";"), 0).trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export const IDEMPOTENCY_KEY_MAX = 200;

/** 1–200 printable ASCII characters (space to tilde). */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x20-\x7e]+$/.test(key);
}

/**
 * Whether `If-None-Match` names this entity tag (RFC 9110 §13.1.2: weak comparison, a list, or `*`).
 * A malformed header matches nothing, so the client gets the full answer.
 */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** A canonical JSON text of a value: keys sorted, so the same body written in another order is the same request. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
