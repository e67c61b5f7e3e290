"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { BuiltinToggleSchema, ExpertDraftSchema, PreviewDraftSchema } from "@/lib/domain/expert-draft";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { previewExpertDraft } from "@/lib/server/harness/draft-preview";
import { saveExpertDraft, setBuiltinSwitch, setExpertStatus, softDeleteExpert } from "@/lib/server/studio/expert-mutations";
import { restoreExpertVersion } from "@/lib/server/studio/restore-version";

const INVALID = "Please fix the highlighted fields.";
const expertId = z.string().min(1).max(100);
const version = z.number().int().positive();

function touched(id: string) {
  revalidatePath("/studio");
  revalidatePath(`/studio/${id}`);
  revalidatePath("/marketplace");
}

export const saveExpertAction = authedAction(
  { name: "saveExpert", schema: ExpertDraftSchema.extend({ expertId, version }), invalidMessage: INVALID },
  async ({ expertId: id, version: expected, ...draft }, { viewer }) => {
    const saved = await saveExpertDraft(viewer, id, expected, draft);
    touched(id);
    return saved;
  },
);

export const toggleBuiltinAction = authedAction(
  { name: "toggleBuiltin", schema: BuiltinToggleSchema.extend({ expertId }), invalidMessage: INVALID },
  async (input, { viewer }) => {
    const result = await setBuiltinSwitch(viewer, input.expertId, input.handle, input.enabled);
    touched(input.expertId);
    return result;
  },
);

export const setPublishedAction = authedAction(
  { name: "setPublished", schema: z.object({ expertId, version, published: z.boolean() }) },
  async (input, { viewer }) => {
    await setExpertStatus(viewer, input.expertId, input.version, input.published ? "published" : "draft");
    touched(input.expertId);
    return {};
  },
);

export const deleteExpertAction = authedAction({ name: "deleteExpert", schema: z.object({ expertId }) }, async (input, { viewer }) => {
  await softDeleteExpert(viewer, input.expertId);
  touched(input.expertId);
  return {};
});

export const restoreVersionAction = authedAction(
  { name: "restoreVersion", schema: z.object({ expertId, auditEventId: z.string().min(1).max(100), version }) },
  async (input, { viewer }) => {
    const restored = await restoreExpertVersion(viewer, input.expertId, input.auditEventId, input.version);
    touched(input.expertId);
    return restored;
  },
);

/** The live preview of an unsaved draft, through the harness (read-only). */
export const previewDraftAction = authedAction(
  { name: "previewDraft", schema: PreviewDraftSchema.extend({ expertId }), invalidMessage: "The draft cannot be previewed yet." },
  async ({ expertId: id, ...draft }, { viewer }) => {
    const injection = await previewExpertDraft(viewer, id, draft);
    if (!injection) throw new AppError("not_found:expert");
    return { injection };
  },
);
