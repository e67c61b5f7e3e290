import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { CORE_TOOL_NAMES } from "@/tests/support/catalog-tools";
import { createSuggester, osaDistance, suggestToolNames } from "./suggest";

// The textbook full-matrix OSA, as the reference for the banded, trimmed implementation.
function referenceOsa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const cell = (i: number, j: number) => at(at(d, i), j);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      at(d, i)[j] = Math.min(
        cell(i - 1, j) + 1,
        cell(i, j - 1) + 1,
        cell(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        at(d, i)[j] = Math.min(cell(i, j), cell(i - 2, j - 2) + 1);
    }
  }
  return cell(a.length, b.length);
}

const SURFACE = [
  ...CORE_TOOL_NAMES,
  "mcp__github__create_issue",
  "mcp__github__get_issue",
  "mcp__github__search_code",
  "mcp__slack__post_message",
  "web_search",
];

describe("suggestToolNames", () => {
  test.each([
    ["Grpe", ["grep"]],
    ["gerp", ["grep"]],
    ["READ", ["read"]],
    ["Bahs", ["bash"]],
    ["read_file", ["read"]],
    ["web-fetch", ["web_fetch"]],
    ["WebSearch", ["web_search"]],
    ["mcp__github__get_isue", ["mcp__github__get_issue"]],
    ["mcpgithub*", ["mcp__github__*", "mcp__*", "mcp__github__get_issue"]],
    ["web*fetch", ["web_fetch", "web_*"]],
    ["qqqqqq", []],
    ["x", []],
    ["", []],
  ])("%j → %j", (entry, expected) => {
    expect(suggestToolNames(entry, SURFACE)).toEqual(expected);
  });

  test("at most three, closest first", () => {
    const suggestions = suggestToolNames("github", SURFACE);
    expect(suggestions).toEqual(["mcp__github__get_issue", "mcp__github__search_code", "mcp__github__create_issue"]);
  });

  test.each([["Tsak"], ["delegat"], ["plan_writ"], ["Delegate"]])("never suggests a reserved name (%s)", (entry) => {
    for (const s of suggestToolNames(entry, SURFACE)) expect(["Task", "delegate", "plan_write"]).not.toContain(s);
  });

  test("deterministic whatever the call order", () => {
    expect(suggestToolNames("rea", SURFACE)).toEqual(suggestToolNames("rea", [...SURFACE]));
  });
});

describe("osaDistance", () => {
  test.each([
    ["", "", 0],
    ["abc", "", 3],
    ["grpe", "grep", 1],
    ["ca", "ac", 1],
    ["kitten", "sitting", 3],
    ["read_file", "read", 5],
  ])("%j ↔ %j = %i", (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d);
    expect(osaDistance(b, a)).toBe(d);
  });

  test("matches the full-matrix reference, with and without a bound", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "_"), maxLength: 10 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const exact = referenceOsa(a, b);
        expect(osaDistance(a, b)).toBe(exact);
        expect(osaDistance(a, b, max)).toBe(Math.min(exact, max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("createSuggester", () => {
  test("stops suggesting once its comparison budget is spent, deterministically", () => {
    const suggest = createSuggester(["read", "grep", "glob"], 6);
    expect(suggest("Grpe")).toEqual(["grep"]);
    expect(suggest("raed")).toEqual(["read"]);
    expect(suggest("glbo")).toEqual([]);
  });
});
