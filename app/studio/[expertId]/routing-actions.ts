"use server";

import { z } from "zod";
import { PreviewDraftSchema } from "@/lib/domain/expert-draft";
import { subagentRoutingPreview, type RoutingPreview } from "@/lib/domain/routing-preview";
import { previewExpertDraft } from "@/lib/server/harness/draft-preview";
import { getViewer } from "@/lib/server/auth/session";
import { logAuthorizationRefused } from "@/lib/server/log";

export type RoutingPreviewState = { status: "ok"; routing: RoutingPreview; kept: number } | { status: "error"; message: string };

const NOT_FOUND = "Expert not found or access denied";

/** A refused caller (signed out, or not allowed to touch this Expert): logged with the request id, answered as not found. */
async function denied(userId: string | null): Promise<RoutingPreviewState> {
  await logAuthorizationRefused({ area: "studio", userId });
  return { status: "error", message: NOT_FOUND };
}

const RoutingInputSchema = z.object({
  expertId: z.string().min(1).max(100),
  message: z.string({ error: "The sample message must be text." }).max(10_000, "Keep the sample message under 10,000 characters."),
});

/**
 * SPEC §11: the draft's kept subagents ranked for a sample message. The subagents come from the
 * harness's draft preview, so they are exactly the ones the injection would list. Owner-only.
 */
export async function previewSubagentRoutingAction(expertId: unknown, draft: unknown, message: unknown): Promise<RoutingPreviewState> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const input = RoutingInputSchema.safeParse({ expertId, message });
  if (!input.success) {
    const issue = input.error.issues[0];
    return { status: "error", message: issue.path[0] === "message" ? issue.message : NOT_FOUND };
  }
  const parsed = PreviewDraftSchema.safeParse(draft);
  if (!parsed.success) return { status: "error", message: "The draft cannot be previewed yet." };
  const injection = await previewExpertDraft(viewer, input.data.expertId, parsed.data);
  if (!injection) return denied(viewer.id);
  return { status: "ok", routing: subagentRoutingPreview(injection.subagents, input.data.message), kept: injection.subagents.length };
}
