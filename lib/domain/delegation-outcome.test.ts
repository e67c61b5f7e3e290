import { describe, expect, test } from "vitest";
import { completionRate, formatDuration, formatRate, median } from "./delegation-outcome";

describe("run outcomes", () => {
  test.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[4, 1, 3, 2], 2.5],
  ])("median of %j is %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  test.each([
    [0, 0, null, "—"],
    [3, 1, 0.75, "75%"],
    [0, 2, 0, "0%"],
  ])("%i completed and %i failed: rate %s (%s)", (completed, failed, rate, shown) => {
    expect(completionRate(completed, failed)).toBe(rate);
    expect(formatRate(completionRate(completed, failed))).toBe(shown);
  });

  test.each([
    [850, "850 ms"],
    [42_000, "42 s"],
    [185_000, "3 min 5 s"],
    [120_000, "2 min"],
    [7_440_000, "2 h 4 min"],
    [3_600_000, "1 h"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
