import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, createNonce, isWellEncodedPath, securityHeaders } from "./security-headers";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  test("scripts run only with this request's nonce; nothing may frame the app", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", dev: false, https: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  test("'unsafe-eval' and inline styles only in development; upgrade-insecure-requests only over https", () => {
    const dev = directives(contentSecurityPolicy({ nonce: "n", dev: true, https: false }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("script-src")).not.toContain("'unsafe-inline'");
    expect(dev.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(
      directives(contentSecurityPolicy({ nonce: "n", dev: false, https: true })).has("upgrade-insecure-requests"),
    ).toBe(true);
  });
});

describe("securityHeaders", () => {
  test("every response: policy, nosniff, referrer and permissions; HSTS only over https", () => {
    const plain = securityHeaders({ nonce: "n", dev: false, https: false });
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(plain["Permissions-Policy"]).toMatch(/camera=\(\)/);
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce: "n", dev: false, https: true })["Strict-Transport-Security"]).toMatch(
      /^max-age=\d{8}; includeSubDomains$/,
    );
  });

  test("nonces are fresh and base64", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("isWellEncodedPath", () => {
  test.each([
    ["/studio/e_1", true],
    ["/marketplace/caf%C3%A9", true],
    ["/studio/%25", true],
    ["/studio/%ff", false],
    ["/marketplace/%ZZ", false],
    ["/admin/experts/%ZZ", false],
    ["/studio/%E3%80", false],
    ["/a%", false],
  ])("%s → %s", (path, expected) => {
    expect(isWellEncodedPath(path)).toBe(expected);
  });
});
