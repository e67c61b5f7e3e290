import { describe, expect, test } from "vitest";
import type { Expect } from "./cases";
import {
  DEFAULT_EVAL_REGRESSION_POINTS,
  diffRuns,
  needsRegressionConfirmation,
  summarizeRun,
  type CaseResult,
} from "./metrics";

const sub = (name: string): Expect => ({ subagent: name });
const del = (slug: string): Expect => ({ delegate: slug });
const none: Expect = { none: true };
const row = (expect: Expect, chosen: string, message = `m-${Math.random()}`): CaseResult => ({
  message,
  expect,
  chosen,
  pass: false,
  scores: [],
});

// Ten cases worked out by hand:
//  1 sub:a → sub:a  pass        6 del:x → del:x  pass
//  2 sub:a → sub:a  pass        7 del:x → none   missed
//  3 sub:a → sub:b  wrong       8 none  → none   pass
//  4 sub:b → sub:b  pass        9 none  → sub:a  false alarm
//  5 sub:b → none   missed     10 none  → del:x  false alarm
const TEN = [
  row(sub("a"), "subagent:a"),
  row(sub("a"), "subagent:a"),
  row(sub("a"), "subagent:b"),
  row(sub("b"), "subagent:b"),
  row(sub("b"), "none"),
  row(del("x"), "delegate:x"),
  row(del("x"), "none"),
  row(none, "none"),
  row(none, "subagent:a"),
  row(none, "delegate:x"),
];

describe("summarizeRun on a hand-computed set", () => {
  const { accuracy, totals } = summarizeRun(TEN);
  test("accuracy is 5 of 10", () => expect(accuracy).toBe(0.5));
  test("wrong, missed and false alarms are counted apart", () => {
    expect(totals).toMatchObject({ cases: 10, passed: 5, failed: 5, wrong: 1, missed: 2, falseAlarm: 2 });
  });
  test("recall and precision per target", () => {
    // a: expected 3, chosen 3 (1, 2, 9), correct 2 → recall 2/3, precision 2/3.
    // b: expected 2, chosen 2 (3, 4), correct 1 → 1/2, 1/2.  x: expected 2, chosen 2 (6, 10), correct 1 → 1/2, 1/2.
    expect(totals.perTarget).toEqual([
      { target: "delegate:x", expected: 2, chosen: 2, correct: 1, recall: 0.5, precision: 0.5 },
      { target: "subagent:a", expected: 3, chosen: 3, correct: 2, recall: 2 / 3, precision: 2 / 3 },
      { target: "subagent:b", expected: 2, chosen: 2, correct: 1, recall: 0.5, precision: 0.5 },
    ]);
  });
  test("the confusion table: expected by row, chosen by column, none last", () => {
    expect(totals.confusion.labels).toEqual(["delegate:x", "subagent:a", "subagent:b", "none"]);
    expect(totals.confusion.counts).toEqual([
      [1, 0, 0, 1],
      [0, 2, 1, 0],
      [0, 0, 1, 1],
      [1, 1, 0, 1],
    ]);
  });
  test("a target never expected has no recall; one never chosen has no precision", () => {
    const { totals: t } = summarizeRun([row(none, "subagent:z"), row(sub("q"), "none")]);
    expect(t.perTarget).toEqual([
      { target: "subagent:q", expected: 1, chosen: 0, correct: 0, recall: 0, precision: null },
      { target: "subagent:z", expected: 0, chosen: 1, correct: 0, recall: null, precision: 0 },
    ]);
  });
  test("an empty set has accuracy 0 and no targets", () => {
    expect(summarizeRun([])).toEqual({
      accuracy: 0,
      totals: expect.objectContaining({ cases: 0, perTarget: [], confusion: { labels: ["none"], counts: [[0]] } }),
    });
  });
});

describe("diffRuns and the regression gate", () => {
  const mk = (rows: [string, Expect, string][]) => {
    const results = rows.map(
      ([message, e, chosen]) => ({ message, expect: e, chosen, pass: false, scores: [] }) as CaseResult,
    );
    for (const r of results)
      r.pass =
        r.chosen ===
        ("none" in r.expect
          ? "none"
          : "subagent" in r.expect
            ? `subagent:${r.expect.subagent}`
            : `delegate:${r.expect.delegate}`);
    return { ...summarizeRun(results), results };
  };
  const before = mk([
    ["one", sub("a"), "subagent:a"],
    ["two", sub("b"), "subagent:b"],
    ["three", none, "subagent:a"],
    ["four", del("x"), "delegate:x"],
  ]);
  const after = mk([
    ["one", sub("a"), "subagent:a"],
    ["two", sub("b"), "none"],
    ["three", none, "none"],
    ["four", del("x"), "subagent:a"],
    ["five", none, "none"],
  ]);
  const diff = diffRuns(before, after);

  test("each case is matched by message and expectation", () => {
    expect(diff.cases.map((c) => [c.message, c.change, c.before, c.after])).toEqual([
      ["one", "still_passes", "subagent:a", "subagent:a"],
      ["two", "now_fails", "subagent:b", "none"],
      ["three", "now_passes", "subagent:a", "none"],
      ["four", "now_fails", "delegate:x", "subagent:a"],
      ["five", "new", null, "none"],
    ]);
    expect(diff.nowFailing.map((c) => c.message)).toEqual(["two", "four"]);
    expect(diff.nowPassing.map((c) => c.message)).toEqual(["three"]);
  });
  test("points: 3/4 = 75% before, 3/5 = 60% after: a drop of 15 points", () => {
    expect(diff.points).toBe(-15);
    expect(needsRegressionConfirmation(diff)).toBe(true);
  });
  test.each([
    [-3, false],
    [-3.1, true],
    [0, false],
    [5, false],
  ])("a change of %d points asks for a confirmation: %s", (points, asks) => {
    expect(needsRegressionConfirmation({ points }, DEFAULT_EVAL_REGRESSION_POINTS)).toBe(asks);
  });
  test("the threshold can be set", () => expect(needsRegressionConfirmation({ points: -2 }, 1)).toBe(true));
});
