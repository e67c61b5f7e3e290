"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { importCases } from "@/lib/domain/evaluations/transfer";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { knownTargets, namedSlugs, requireEditable, saveEvaluationSet } from "@/lib/server/evaluations/evaluation-set";
import { publishComparison, runStudioEvaluation, summarizeComparison } from "@/lib/server/evaluations/studio-runs";
import { ExpertIdSchema } from "./expert-action-input";

// rules §16 in the Studio. Each action re-reads ownership itself (requireEditable, in the data layer).
// Saving the set is the cases route (./cases/route.ts): a full set is larger than an action's body limit.

export type ImportOutcome = {
  imported: number;
  refused: { row: number; reason: string }[];
  good: number;
  saved: boolean;
  cases: EvaluationCase[];
};

/**
 * A JSONL or CSV file's text: checked row by row against this Expert's subagents and the Experts
 * that exist. With refused rows, nothing is saved until the creator confirms (then the good ones replace the set).
 */
export const importEvaluationSetAction = authedAction(
  {
    name: "importEvaluationSet",
    schema: z.object({
      expertId: ExpertIdSchema,
      text: z.string().max(11_000_000, "The file is too large (limit 10 MB)."),
      format: z.enum(["jsonl", "csv"]),
      confirm: z.boolean(),
    }),
  },
  async ({ expertId, text, format, confirm }, { viewer }): Promise<ImportOutcome> => {
    const expert = await requireEditable(viewer, expertId);
    const slugs = namedSlugs(importCases(text, format).cases);
    const report = importCases(text, format, await knownTargets(expertId, expert.ownerId, slugs));
    if (report.tooMany) throw new AppError("bad_request:input", { message: report.tooMany });
    if (report.cases.length === 0)
      throw new AppError("bad_request:input", {
        message: report.refused.length
          ? `No row could be imported: ${report.refused.length} refused.`
          : "The file holds no cases.",
      });
    if (report.refused.length > 0 && !confirm)
      return { imported: 0, refused: report.refused, good: report.cases.length, saved: false, cases: [] };
    await saveEvaluationSet(viewer, expertId, report.cases);
    revalidatePath(`/studio/${expertId}/evaluations`);
    return {
      imported: report.cases.length,
      refused: report.refused,
      good: report.cases.length,
      saved: true,
      cases: report.cases,
    };
  },
);

/** Runs the stored set on the draft or the current live version (lexical judge). */
export const runEvaluationAction = authedAction(
  {
    name: "runEvaluation",
    schema: z.object({
      expertId: ExpertIdSchema,
      version: z.enum(["draft", "live"]),
      judge: z.enum(["lexical", "model"]).default("lexical"),
    }),
  },
  async ({ expertId, version, judge }, { viewer }) => {
    const result = await runStudioEvaluation(viewer, expertId, version, judge);
    revalidatePath(`/studio/${expertId}/evaluations`);
    return result;
  },
);

/** What Publish changes shows: the draft's run against the live version's; `comparison` null when there is no set or no live version. */
export const publishComparisonAction = authedAction(
  { name: "publishComparison", schema: z.object({ expertId: ExpertIdSchema }) },
  async ({ expertId }, { viewer }) => {
    const comparison = await publishComparison(viewer, expertId);
    return { comparison: comparison && summarizeComparison(comparison) };
  },
);
