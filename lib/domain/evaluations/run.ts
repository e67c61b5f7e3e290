import { targetKey, type EvaluationCase, type TargetKey } from "./cases";
import type { Judgement } from "./lexical-judge";
import { summarizeRun, type CaseResult, type RunSummary } from "./metrics";

export type JudgeName = "lexical" | "model";
export const JUDGES: readonly JudgeName[] = ["lexical", "model"];

export type EvaluatedRun = RunSummary & { results: CaseResult[] };

/** Every case through one judge, in order, with the run's figures. */
export function evaluateCases(cases: readonly EvaluationCase[], judge: (message: string) => Judgement): EvaluatedRun {
  const results = cases.map((c) => {
    const { chosen, scores } = judge(c.message);
    return { message: c.message, expect: c.expect, chosen, pass: chosen === targetKey(c.expect), scores };
  });
  return { ...summarizeRun(results), results };
}

/** The same for a judge that answers one message at a time over the network (the model judge). */
export async function evaluateCasesAsync(
  cases: readonly EvaluationCase[],
  judge: (message: string) => Promise<TargetKey>,
): Promise<EvaluatedRun> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const chosen = await judge(c.message);
    results.push({ message: c.message, expect: c.expect, chosen, pass: chosen === targetKey(c.expect), scores: [] });
  }
  return { ...summarizeRun(results), results };
}
