/** API keys (rules §12): their shape, scopes and state; no key material is made or kept here. */

export const API_KEY_SCOPES = ["harness:read", "harness:delegate", "metrics:read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "harness:read": "Read injections (harness:read)",
  "harness:delegate": "Send delegations (harness:delegate)",
  "metrics:read": "Read metrics (metrics:read)",
};

/** `esk_` and 43 base64url characters: 32 random bytes. */
export const API_KEY_PATTERN = /^esk_[A-Za-z0-9_-]{43}$/;
/** What names a key everywhere after its creation: `esk_` and its next 8 characters. */
export const API_KEY_PREFIX_LENGTH = 12;
export const MAX_ACTIVE_PERSONAL_KEYS = 20;
export const API_KEY_NAME_MAX = 80;

export const keyPrefixOf = (key: string) => key.slice(0, API_KEY_PREFIX_LENGTH);
export const looksLikeApiKey = (token: string) => API_KEY_PATTERN.test(token);

/** Stored scopes (comma-separated) as a set; an unknown word grants nothing. */
export function parseScopes(stored: string): ReadonlySet<ApiKeyScope> {
  return new Set(
    stored
      .split(",")
      .map((s) => s.trim())
      .filter((s): s is ApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(s)),
  );
}

export const formatScopes = (scopes: Iterable<ApiKeyScope>) =>
  API_KEY_SCOPES.filter((s) => new Set(scopes).has(s)).join(",");

export type ApiKeyState = "active" | "revoked" | "expired";

export function apiKeyState(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKeyState {
  if (key.revokedAt !== null) return "revoked";
  if (key.expiresAt !== null && key.expiresAt <= now) return "expired";
  return "active";
}

/** Whether a request's user reference (an id or an email) names this user, as the harness reads references. */
export function namesUser(ref: string, user: { id: string; email: string }): boolean {
  return ref === user.id || ref.trim().toLowerCase() === user.email;
}

/** The minute a use is recorded at: last use is kept to the minute, so one write a minute is enough. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);
