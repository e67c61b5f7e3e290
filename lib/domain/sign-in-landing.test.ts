import { describe, expect, test } from "vitest";
import { safeReturnPath } from "./safe-return-path";
import { SIGN_IN_LANDING, signInDestination } from "./sign-in-landing";

const safe = (value: string) => safeReturnPath(value, "http://app.example");

describe("signInDestination", () => {
  test.each([
    ["no return address", undefined, SIGN_IN_LANDING],
    ["an empty one", "  ", SIGN_IN_LANDING],
    ["the home page", "/", SIGN_IN_LANDING],
    ["a page of this app", "/settings/delegation", "/settings/delegation"],
    ["a page with its query", "/marketplace?q=sql", "/marketplace?q=sql"],
    ["another site", "https://evil.example/", "/"],
    ["a path that a browser reads as another host", "/\t/evil.example", "/"],
  ])("%s", (_label, given, expected) => {
    expect(signInDestination(given, safe)).toBe(expected);
  });
});
