"use server";

import { z } from "zod";
import type { OverlapGroup } from "@/lib/domain/overlap-groups";
import { PreviewDraftSchema } from "@/lib/domain/expert-draft";
import type { RoutingPreview } from "@/lib/domain/routing-preview";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { previewDraftRouting } from "@/lib/server/harness/draft-preview";
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
    // Resolved and ranked on the harness worker, off the thread that answers every other request.
    const routed = await previewDraftRouting(viewer, expertId, draft, message);
    if (!routed) throw new AppError("not_found:expert");
    return routed;
  },
);
