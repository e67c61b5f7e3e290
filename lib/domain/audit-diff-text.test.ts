import { describe, expect, test } from "vitest";
import { describeDiff, describeValue, fieldLabel, readStoredDiff } from "./audit-diff-text";

describe("describeValue", () => {
  test.each([
    [null, "(none)"],
    [undefined, "(none)"],
    [true, "yes"],
    [false, "no"],
    ["", "(empty)"],
    ["claude-opus-4", "claude-opus-4"],
    [[], "(empty list)"],
    [["github", "slack"], "github, slack"],
    [{ a: 1 }, '{"a":1}'],
    [3, "3"],
  ])("%j → %s", (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  test("cuts long text with an ellipsis", () => {
    expect(describeValue("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

test.each([
  ["specs[0]", "Subagent spec 1"],
  ["teamGuard.mode", "Team guard mode"],
  ["delegatable", "Accepts delegation"],
  ["somethingNew", "somethingNew"],
])("fieldLabel(%s) = %s", (field, label) => {
  expect(fieldLabel(field)).toBe(label);
});

test("readStoredDiff skips entries that are not changes", () => {
  expect(readStoredDiff(null)).toEqual([]);
  expect(readStoredDiff([1, { field: 2 }, { field: "name", before: "A" }])).toEqual([
    { field: "name", before: "A", after: null },
  ]);
});

test("describeDiff gives one readable line per change", () => {
  expect(describeDiff([{ field: "plugins", before: ["github"], after: [] }])).toEqual([
    { field: "plugins", label: "Plugins", before: "github", after: "(empty list)" },
  ]);
});
