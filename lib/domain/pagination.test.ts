import { describe, expect, test } from "vitest";
import { pageInfo, pageSlice, parsePage } from "./pagination";

describe("parsePage", () => {
  test.each([
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["3", 3],
    [["4", "5"], 4],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["99999999", 1],
  ])("%j → %d", (input, expected) => {
    expect(parsePage(input)).toBe(expected);
  });
});

test("pageInfo counts at least one page and rounds up", () => {
  expect(pageInfo(1, 20, 0).pageCount).toBe(1);
  expect(pageInfo(1, 20, 41).pageCount).toBe(3);
});

test("pageSlice skips the earlier pages", () => {
  expect(pageSlice(3, 20)).toEqual({ skip: 40, take: 20 });
  expect(pageSlice(0, 20)).toEqual({ skip: 0, take: 20 });
});
