"use server";

import { z } from "zod";
import { boundPreview } from "@/lib/domain/preview-bounds";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { previewExpertLive } from "@/lib/server/harness/draft-preview";
import { discardDraft, publishExpert, rollbackExpert } from "@/lib/server/studio/expert-publishing";
import { changingExpert, ExpertAtVersionSchema, ExpertRefSchema } from "./expert-action-input";

// rules §10: publish, discard, roll back and the live preview. Each re-reads ownership itself.

// rules §16: the evaluation run shown before publishing, recorded with the publication.
const PublishInputSchema = ExpertAtVersionSchema.extend({ evaluationRunId: z.string().max(64).nullish() });

/** Freezes the saved draft into a new live version; `version` is the draft version the creator saw. */
export const publishChangesAction = authedAction(
  { name: "publishChanges", schema: PublishInputSchema },
  changingExpert((input, viewer) => publishExpert(viewer, input.expertId, input.version, input.evaluationRunId)),
);

/** Draft := live. */
export const discardChangesAction = authedAction(
  { name: "discardChanges", schema: ExpertAtVersionSchema },
  changingExpert((input, viewer) => discardDraft(viewer, input.expertId, input.version)),
);

/** Publishes live version `number` again as a new live version. */
export const rollbackAction = authedAction(
  {
    name: "rollback",
    schema: ExpertAtVersionSchema.extend({ number: z.number().int().positive().max(1_000_000_000) }),
    invalidMessage: "Choose a live version to roll back to.",
  },
  changingExpert((input, viewer) => rollbackExpert(viewer, input.expertId, input.version, input.number)),
);

/** The preview of the current live version, through the harness (read-only). */
export const previewLiveAction = authedAction(
  { name: "previewLive", schema: ExpertRefSchema },
  async (input, { viewer }) => {
    const live = await previewExpertLive(viewer, input.expertId);
    if (!live) throw new AppError("bad_request:input", { message: "There is no live version to preview." });
    const injection = boundPreview(live.injection);
    return { injection, number: live.number };
  },
);
