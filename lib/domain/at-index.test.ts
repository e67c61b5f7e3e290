import { describe, expect, test } from "vitest";
import { at } from "./at-index";

describe("at", () => {
  test.each([
    ["the first element", ["a", "b", "c"], 0, "a"],
    ["the last element", ["a", "b", "c"], 2, "c"],
    ["a falsy element", [0, 1], 0, 0],
    ["a null element", [null], 0, null],
    ["a character of a string", "abc", 1, "b"],
  ])("returns %s", (_label, items: ArrayLike<unknown>, index, expected) => {
    expect(at(items, index)).toBe(expected);
  });

  test.each([
    ["past the end", ["a", "b"], 2, "Expected an element at index 2 of a list of 2"],
    ["in an empty list", [], 0, "Expected an element at index 0 of a list of 0"],
    ["before the start", ["a"], -1, "Expected an element at index -1 of a list of 1"],
    ["between integers", ["a", "b"], 0.5, "Expected an element at index 0.5 of a list of 2"],
    ["holding undefined", [undefined], 0, "Expected an element at index 0 of a list of 1"],
    ["past the end of a string", "ab", 5, "Expected an element at index 5 of a list of 2"],
  ])("throws a RangeError for an index %s", (_label, items: ArrayLike<unknown>, index, message) => {
    expect(() => at(items, index)).toThrow(new RangeError(message));
  });
});
