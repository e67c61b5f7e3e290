import { describe, expect, test } from "vitest";
import { apiKeyState, formatScopes, keyPrefixOf, looksLikeApiKey, minuteOf, namesUser, parseScopes } from "./api-keys";

const key = `esk_${"A".repeat(43)}`;

test("a key is esk_ and 43 base64url characters; its prefix is its first 12", () => {
  expect(looksLikeApiKey(key)).toBe(true);
  expect(looksLikeApiKey(`${key}A`)).toBe(false);
  expect(looksLikeApiKey(`esk_${"A".repeat(42)}=`)).toBe(false);
  expect(looksLikeApiKey("e2e-harness-token-0123456789")).toBe(false);
  expect(keyPrefixOf(key)).toBe("esk_AAAAAAAA");
});

test("scopes round-trip in their canonical order; unknown words grant nothing", () => {
  expect([...parseScopes("metrics:read, harness:read,admin:all")]).toEqual(["metrics:read", "harness:read"]);
  expect(formatScopes(["metrics:read", "harness:read"])).toBe("harness:read,metrics:read");
  expect(parseScopes("").size).toBe(0);
});

describe("apiKeyState", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  test.each([
    [{ revokedAt: null, expiresAt: null }, "active"],
    [{ revokedAt: null, expiresAt: new Date("2026-12-01T12:00:01Z") }, "active"],
    [{ revokedAt: null, expiresAt: now }, "expired"],
    [{ revokedAt: new Date("2026-11-01"), expiresAt: new Date("2027-01-01") }, "revoked"],
  ])("%j → %s", (k, state) => expect(apiKeyState(k, now)).toBe(state));
});

test("a user reference names its user by id or by email, in any case", () => {
  const bob = { id: "u_bob", email: "bob@example.com" };
  expect(namesUser("u_bob", bob)).toBe(true);
  expect(namesUser(" Bob@Example.com ", bob)).toBe(true);
  expect(namesUser("u_alice", bob)).toBe(false);
  expect(namesUser("U_BOB", bob)).toBe(false);
});

test("uses are kept to the minute", () => {
  expect(minuteOf(new Date("2026-12-01T12:34:56.789Z")).toISOString()).toBe("2026-12-01T12:34:00.000Z");
});
