"use server";

import { z } from "zod";
import { collapseOverlaps, overlapGroups, type OverlapGroup } from "@/lib/domain/overlap-groups";
import { PreviewDraftSchema } from "@/lib/domain/expert-draft";
import { subagentRoutingPreview, type RoutingPreview } from "@/lib/domain/routing-preview";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { previewExpertDraft } from "@/lib/server/harness/draft-preview";
import { ExpertIdSchema } from "./expert-action-input";

/** `routing` is the ranking as shown (long overlap lists point to `groups`), ready for the editor to render. */
export type RoutingPreviewState = ActionResult<{ routing: RoutingPreview; groups: OverlapGroup[]; kept: number }>;

const RoutingInputSchema = PreviewDraftSchema.extend({
  expertId: ExpertIdSchema,
  message: z
    .string({ error: "The sample message must be text." })
    .max(10_000, "Keep the sample message under 10,000 characters."),
});

/**
 * rules §11: the draft's kept subagents ranked for a sample message. The subagents come from the
 * harness's draft preview, so they are exactly the ones the injection would list. Owner-only.
 */
export const previewSubagentRoutingAction = authedAction(
  { name: "previewSubagentRouting", schema: RoutingInputSchema },
  async ({ expertId, message, ...draft }, { viewer }) => {
    const injection = await previewExpertDraft(viewer, expertId, draft);
    if (!injection) throw new AppError("not_found:expert");
    const routing = subagentRoutingPreview(injection.subagents, message);
    // Sixty similar subagents make 1,770 pairs: each candidate names a few, the groups hold the rest.
    return { routing: collapseOverlaps(routing), groups: overlapGroups(routing), kept: injection.subagents.length };
  },
);
