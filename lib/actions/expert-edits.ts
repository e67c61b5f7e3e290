"use server";

import { z } from "zod";
import { ExpertDraftSchema } from "@/lib/domain/expert-draft";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { getExpertForEditor } from "@/lib/server/studio/expert-editor";
import { saveExpertDraft, setExpertStatus, softDeleteExpert } from "@/lib/server/studio/expert-mutations";
import { publishExpert } from "@/lib/server/studio/expert-publishing";
import { restoreExpertVersion } from "@/lib/server/studio/restore-version";
import { changingExpert, ExpertAtVersionSchema, ExpertRefSchema, jsonStringInput } from "./expert-action-input";

const INVALID = "Not saved: fix the problems listed under the save bar.";

export const saveExpertAction = authedAction(
  // The editor sends `JSON.stringify(input)` (see jsonStringInput); the object itself is taken too.
  {
    name: "saveExpert",
    schema: jsonStringInput(ExpertDraftSchema.extend(ExpertAtVersionSchema.shape)),
    invalidMessage: INVALID,
  },
  changingExpert(({ expertId, version, ...draft }, viewer) => saveExpertDraft(viewer, expertId, version, draft)),
);

export const setPublishedAction = authedAction(
  { name: "setPublished", schema: ExpertAtVersionSchema.extend({ published: z.boolean() }) },
  changingExpert(async (input, viewer) => {
    // Publishing always freezes the draft into a live version (rules §10).
    if (input.published) await publishExpert(viewer, input.expertId, input.version);
    else await setExpertStatus(viewer, input.expertId, input.version, "draft");
    return {};
  }),
);

export const deleteExpertAction = authedAction(
  { name: "deleteExpert", schema: ExpertRefSchema },
  changingExpert(async (input, viewer) => {
    await softDeleteExpert(viewer, input.expertId);
    return {};
  }),
);

export const restoreVersionAction = authedAction(
  { name: "restoreVersion", schema: ExpertAtVersionSchema.extend({ auditEventId: z.string().min(1).max(100) }) },
  changingExpert((input, viewer) => restoreExpertVersion(viewer, input.expertId, input.auditEventId, input.version)),
);

/** The Expert as stored now, for the editor's conflict notice ("what differs") and its Reload. */
export const readStoredExpertAction = authedAction(
  { name: "readStoredExpert", schema: ExpertRefSchema },
  async (input, { viewer }) => {
    const expert = await getExpertForEditor(viewer, input.expertId);
    if (!expert) throw new AppError("not_found:expert");
    return { expert };
  },
);
