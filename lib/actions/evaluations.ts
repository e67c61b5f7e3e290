"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction } from "@/lib/server/action";
import { publishComparison, runStudioEvaluation, summarizeComparison } from "@/lib/server/evaluations/studio-runs";
import { ExpertIdSchema } from "./expert-action-input";

// rules §16 in the Studio. Each action re-reads ownership itself (requireEditable, in the data layer).
// Saving and importing the set are routes (app/studio/[expertId]/evaluations/cases/route.ts and
// cases/import/route.ts): a full set, or a 10 MB file, is more than an action's body should carry.

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
