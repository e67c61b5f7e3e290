import { NONE_KEY, targetKey, type Expect, type TargetKey } from "./cases";
import type { ScoredTarget } from "./lexical-judge";

/** One case's outcome in a run. `scores` are the lexical judge's best candidates (empty for the model judge). */
export type CaseResult = { message: string; expect: Expect; chosen: TargetKey; pass: boolean; scores: ScoredTarget[] };

export type TargetFigures = {
  target: TargetKey;
  /** Cases expecting it. */
  expected: number;
  /** Cases where it was chosen. */
  chosen: number;
  /** Cases expecting it where it was chosen. */
  correct: number;
  /** correct / expected; null when no case expects it. */
  recall: number | null;
  /** correct / chosen; null when it was never chosen. */
  precision: number | null;
};

export type RunTotals = {
  cases: number;
  passed: number;
  failed: number;
  /** A target was expected and another target was chosen. */
  wrong: number;
  /** A target was expected and none was chosen. */
  missed: number;
  /** None was expected and a target was chosen. */
  falseAlarm: number;
  perTarget: TargetFigures[];
  /** Counts by expected (rows) and chosen (columns), over `labels` in both directions; `none` last. */
  confusion: { labels: TargetKey[]; counts: number[][] };
};

export type RunSummary = { accuracy: number; totals: RunTotals };

/** rules §16's figures of a run. Accuracy is passed / cases, 0 for an empty set. */
export function summarizeRun(results: readonly Pick<CaseResult, "expect" | "chosen">[]): RunSummary {
  let passed = 0,
    wrong = 0,
    missed = 0,
    falseAlarm = 0;
  const figures = new Map<TargetKey, { expected: number; chosen: number; correct: number }>();
  const figure = (key: TargetKey) =>
    figures.get(key) ?? figures.set(key, { expected: 0, chosen: 0, correct: 0 }).get(key)!;
  const cells = new Map<string, number>();
  for (const r of results) {
    const expected = targetKey(r.expect);
    const chosen = r.chosen;
    if (expected === chosen) passed++;
    else if (expected === NONE_KEY) falseAlarm++;
    else if (chosen === NONE_KEY) missed++;
    else wrong++;
    if (expected !== NONE_KEY) figure(expected).expected++;
    if (chosen !== NONE_KEY) figure(chosen).chosen++;
    if (expected !== NONE_KEY && expected === chosen) figure(expected).correct++;
    const cell = `${expected}\u0000${chosen}`;
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }
  const targets = [...figures.keys()].sort();
  const labels = [...targets, NONE_KEY];
  const counts = labels.map((e) => labels.map((c) => cells.get(`${e}\u0000${c}`) ?? 0));
  const perTarget = targets.map((target) => {
    const f = figures.get(target)!;
    return {
      target,
      ...f,
      recall: f.expected ? f.correct / f.expected : null,
      precision: f.chosen ? f.correct / f.chosen : null,
    };
  });
  const cases = results.length;
  return {
    accuracy: cases ? passed / cases : 0,
    totals: {
      cases,
      passed,
      failed: cases - passed,
      wrong,
      missed,
      falseAlarm,
      perTarget,
      confusion: { labels, counts },
    },
  };
}

export type CaseChange = "now_fails" | "now_passes" | "still_fails" | "still_passes" | "new";
export type CaseDiff = {
  message: string;
  expect: Expect;
  change: CaseChange;
  before: TargetKey | null;
  after: TargetKey;
};
export type RunDiff = {
  /** Accuracy now minus before, in percentage points (one decimal). */
  points: number;
  cases: CaseDiff[];
  nowFailing: CaseDiff[];
  nowPassing: CaseDiff[];
};

/**
 * A run against an earlier one, case by case: cases are matched by message and expected target
 * (the same text asked of both versions); one with no match in the earlier run is `new`.
 */
export function diffRuns(
  before: RunSummary & { results: readonly CaseResult[] },
  after: RunSummary & { results: readonly CaseResult[] },
): RunDiff {
  const earlier = new Map<string, CaseResult[]>();
  for (const r of before.results) {
    const key = caseKey(r);
    (earlier.get(key) ?? earlier.set(key, []).get(key)!).push(r);
  }
  const cases = after.results.map((r): CaseDiff => {
    const match = earlier.get(caseKey(r))?.shift();
    const change: CaseChange = !match
      ? "new"
      : match.pass === r.pass
        ? r.pass
          ? "still_passes"
          : "still_fails"
        : r.pass
          ? "now_passes"
          : "now_fails";
    return { message: r.message, expect: r.expect, change, before: match?.chosen ?? null, after: r.chosen };
  });
  return {
    points: Math.round((after.accuracy - before.accuracy) * 1000) / 10,
    cases,
    nowFailing: cases.filter((c) => c.change === "now_fails"),
    nowPassing: cases.filter((c) => c.change === "now_passes"),
  };
}

const caseKey = (r: Pick<CaseResult, "message" | "expect">) => `${targetKey(r.expect)}\u0000${r.message}`;

export const DEFAULT_EVAL_REGRESSION_POINTS = 3;

/** rules §16's publish gate: a drop of more than `threshold` points asks for a confirmation. */
export function needsRegressionConfirmation(
  diff: Pick<RunDiff, "points">,
  threshold = DEFAULT_EVAL_REGRESSION_POINTS,
): boolean {
  return -diff.points > threshold;
}
