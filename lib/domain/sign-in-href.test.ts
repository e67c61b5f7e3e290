import { describe, expect, test } from "vitest";
import { signInHref } from "./sign-in-href";

describe("signInHref", () => {
  test.each([
    ["/marketplace/sql-analyst", "", "/sign-in?callbackUrl=%2Fmarketplace%2Fsql-analyst"],
    ["/marketplace", "q=sql&plugin=github", "/sign-in?callbackUrl=%2Fmarketplace%3Fq%3Dsql%26plugin%3Dgithub"],
    ["/marketplace", "?q=a%20b", "/sign-in?callbackUrl=%2Fmarketplace%3Fq%3Da%2520b"],
    ["/", "", "/sign-in"],
    ["/sign-in", "callbackUrl=%2Flibrary", "/sign-in?callbackUrl=%2Flibrary"],
    ["/sign-up", "callbackUrl=%2Fsettings%3Fx%3D1", "/sign-in?callbackUrl=%2Fsettings%3Fx%3D1"],
    ["/sign-in", "", "/sign-in"],
    ["/sign-in", "callbackUrl=https%3A%2F%2Fevil.example", "/sign-in"],
    ["/sign-in", "callbackUrl=%2F%2Fevil.example", "/sign-in"],
    ["/sign-up", "callbackUrl=%2F%09%2Fevil.example", "/sign-in"],
  ])("%s ? %s → %s", (pathname, search, expected) => {
    expect(signInHref(pathname, search)).toBe(expected);
  });

  test("the return address round-trips through the query string", () => {
    const href = signInHref("/admin/delegations", "outcome=failed&user=bob%40example.com");
    expect(new URL(href, "http://x").searchParams.get("callbackUrl")).toBe(
      "/admin/delegations?outcome=failed&user=bob%40example.com",
    );
  });
});
