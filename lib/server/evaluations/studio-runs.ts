import "server-only";
import { targetKey, targetLabel, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import { needsRegressionConfirmation, type RunDiff } from "@/lib/domain/evaluations/metrics";
import type { JudgeName } from "@/lib/domain/evaluations/run";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import type { Viewer } from "@/lib/server/auth/users";
import { readEvaluationSet, requireEditable } from "./evaluation-set";
import { compareRuns, lastRunOfVersion, storeRun, STORED_MESSAGE_LIMIT, type StoredRun } from "./evaluation-runs";
import { ModelProviderError } from "@/lib/server/model-provider/errors";
import { evalRegressionPoints } from "./regression-points";
import { runEvaluation } from "./run-evaluation";

export type StudioRun = { run: StoredRun; baseline: StoredRun | null; diff: RunDiff | null };

/**
 * The Studio's run of the stored set over the draft or the current live version, as the owner's
 * sessions would see it; stored, and compared with the last run of the live version (rules §16).
 */
export async function runStudioEvaluation(
  viewer: Viewer,
  expertId: string,
  version: "draft" | "live",
  judge: JudgeName = "lexical",
): Promise<StudioRun> {
  const expert = await requireEditable(viewer, expertId);
  const cases = await readEvaluationSet(expertId);
  if (cases.length === 0)
    throw new AppError("bad_request:input", { message: "The evaluation set is empty: add a case first." });
  const liveNumber = await currentLiveNumber(expertId);
  if (version === "live" && liveNumber === null)
    throw new AppError("bad_request:input", { message: "There is no live version to run: publish first." });
  const baseline = liveNumber === null ? null : await lastRunOfVersion(expertId, liveNumber);
  const outcome = await runEvaluation({ expertId, userId: expert.ownerId, version, judge, cases }).catch(
    (error: unknown) => {
      // The provider's sentence names its own reason (rules §15); the page shows it.
      if (error instanceof ModelProviderError) throw new AppError("bad_request:input", { message: error.message });
      throw error;
    },
  );
  if (!outcome) throw new AppError("not_found:expert");
  const run = await storeRun(expertId, viewer.id, outcome);
  return { run, baseline, diff: baseline ? compareRuns(baseline, run) : null };
}

export type PublishComparison = {
  draft: StoredRun;
  live: StoredRun;
  diff: RunDiff;
  threshold: number;
  /** The drop is past the threshold: the publish asks for a confirmation naming `diff.nowFailing`. */
  confirm: boolean;
};

/**
 * What Publish changes shows (rules §16): the saved draft run now, against the last run of the live
 * version (run now when it never was). Null when there is nothing to compare: no set or no live version.
 */
export async function publishComparison(viewer: Viewer, expertId: string): Promise<PublishComparison | null> {
  const expert = await requireEditable(viewer, expertId);
  const cases = await readEvaluationSet(expertId);
  const liveNumber = await currentLiveNumber(expertId);
  if (cases.length === 0 || liveNumber === null) return null;
  const run = async (version: "draft" | "live") => {
    const outcome = await runEvaluation({ expertId, userId: expert.ownerId, version, judge: "lexical", cases });
    if (!outcome) throw new AppError("not_found:expert");
    return storeRun(expertId, viewer.id, outcome);
  };
  // The stored run of the live version counts only when it ran this very set.
  const last = await lastRunOfVersion(expertId, liveNumber);
  const live = last && ranSameCases(last, cases) ? last : await run("live");
  const draft = await run("draft");
  const diff = compareRuns(live, draft);
  const threshold = evalRegressionPoints();
  return { draft, live, diff, threshold, confirm: needsRegressionConfirmation(diff, threshold) };
}

function ranSameCases(run: StoredRun, cases: readonly EvaluationCase[]): boolean {
  return (
    run.judge === "lexical" &&
    run.results.length === cases.length &&
    run.results.every((r, i) => {
      const c = cases[i];
      return (
        c !== undefined &&
        r.message === c.message.slice(0, STORED_MESSAGE_LIMIT) &&
        targetKey(r.expect) === targetKey(c.expect)
      );
    })
  );
}

async function currentLiveNumber(expertId: string): Promise<number | null> {
  const row = await db.expert.findUnique({
    where: { id: expertId },
    select: { status: true, liveVersion: { select: { number: true } } },
  });
  return row?.liveVersion?.number ?? null;
}

/** What the publish dialog shows, without the runs' every case (rules §16). */
export type ComparisonSummary = {
  draftRunId: string;
  liveNumber: number;
  liveAccuracy: number;
  draftAccuracy: number;
  cases: number;
  points: number;
  threshold: number;
  confirm: boolean;
  nowFailing: { message: string; expected: string; chosen: string }[];
  nowFailingCount: number;
  nowPassingCount: number;
};

export function summarizeComparison(c: PublishComparison): ComparisonSummary {
  return {
    draftRunId: c.draft.id,
    liveNumber: c.live.version === "draft" ? 0 : c.live.version,
    liveAccuracy: c.live.accuracy,
    draftAccuracy: c.draft.accuracy,
    cases: c.draft.totals.cases,
    points: c.diff.points,
    threshold: c.threshold,
    confirm: c.confirm,
    nowFailing: c.diff.nowFailing.slice(0, 50).map((d) => ({
      message: d.message.slice(0, 300),
      expected: targetLabel(targetKey(d.expect)),
      chosen: targetLabel(d.after),
    })),
    nowFailingCount: c.diff.nowFailing.length,
    nowPassingCount: c.diff.nowPassing.length,
  };
}
