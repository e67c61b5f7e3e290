import { describe, expect, test } from "vitest";
import { findLoneSurrogate, loneSurrogateMessage, loneSurrogatePosition } from "./storable-text";

describe("loneSurrogatePosition", () => {
  test.each([
    ["a", 0],
    ["emoji 😀 paired", 0],
    ["a\ud83db", 2],
    ["a\ude00b", 2],
    ["end\ud83d", 4],
    ["\ude00\ud83d", 1],
    ["😀\ud83d", 3],
  ])("%j → %d", (text, position) => {
    expect(loneSurrogatePosition(text)).toBe(position);
  });
});

describe("findLoneSurrogate", () => {
  test("finds nothing in storable text, emoji and non-text values included", () => {
    expect(findLoneSurrogate({ a: ["😀", 1, null, true, { b: "ok" }], c: "" })).toBeNull();
    expect(findLoneSurrogate(42)).toBeNull();
  });

  test.each([
    ["a bare string", "ab\ud800", [], 3],
    [
      "a nested value",
      { experts: [{ name: "ok" }, { subagents: [{ tools: ["read", "x\udc00"] }] }] },
      ["experts", 1, "subagents", 0, "tools", 1],
      2,
    ],
    ["a key", { teamGuard: { "mo\ud800de": "warn" } }, ["teamGuard", "mo\ud800de"], 3],
  ] as const)("names the path of %s and the position", (_case, value, path, position) => {
    expect(findLoneSurrogate(value)).toEqual({ path, message: loneSurrogateMessage(position) });
  });

  test("reports the first in document order", () => {
    expect(findLoneSurrogate({ a: ["fine", "\ud800"], b: "\udc00" })?.path).toEqual(["a", 1]);
  });

  test("any depth is walked without overflowing the stack", () => {
    let deep: unknown = "\ud800";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findLoneSurrogate(deep)?.path).toHaveLength(200_000);
  });
});
