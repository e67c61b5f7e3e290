import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { safeReturnPath } from "./safe-return-path";

const ORIGIN = "http://app.test:3000";

describe("safeReturnPath", () => {
  test.each([
    ["/studio", "/studio"],
    ["/studio/e_1?tab=preview#top", "/studio/e_1?tab=preview#top"],
    ["http://app.test:3000/settings", "/settings"],
    ["/marketplace/caf%C3%A9", "/marketplace/caf%C3%A9"],
    ["/。/x", "/%E3%80%82/x"],
    ["/%E3%80%82/x", "/%E3%80%82/x"],
    ["/a/../b", "/b"],
    ["/\t/evil.example", "/"],
    ["/%09/evil.example", "/%09/evil.example"],
    ["/\n/x", "/"],
    ["/\r/x", "/"],
    ["//evil", "/"],
    ["///evil", "/"],
    ["/\\evil", "/"],
    ["\\\\evil", "/"],
    ["/a/..//evil", "/"],
    ["https://evil", "/"],
    ["https://evil.example/studio", "/"],
    ["http://app.test/studio", "/"],
    ["https://app.test:3000/studio", "/"],
    ["javascript:alert(1)", "/"],
    ["data:text/html,hi", "/"],
    [" ", "/"],
    ["", "/"],
    [undefined, "/"],
    [null, "/"],
    [["/studio"], "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  test("a bad origin or an unparsable value falls back instead of throwing", () => {
    expect(safeReturnPath("/studio", "not a url")).toBe("/");
    expect(safeReturnPath("http://[", ORIGIN, "/library")).toBe("/library");
  });

  test("property: whatever the input, the answer resolves to the app's own origin and is header-safe", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "\\",
      "\t",
      "\n",
      "\r",
      "%09",
      "%0a",
      "%2f",
      "evil.example",
      "。",
      "..",
      ".",
      ":",
      "@",
      "?",
      "#",
      "http:",
      "https://",
      "a",
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((p) => p.join("")),
        (value) => {
          const path = safeReturnPath(value, ORIGIN);
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
          expect(new URL(path, "https://other.example").origin).toBe("https://other.example");
          expect(path).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
