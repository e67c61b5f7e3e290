"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { DelegationPolicySchema, POLICY_MODES } from "@/lib/domain/delegation-policy";
import { WHITELIST_STORED_MAX, WHITELIST_STORED_MAX_MESSAGE } from "@/lib/domain/delegation-whitelist";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { AppError } from "@/lib/server/errors";
import { saveDelegationPolicy } from "@/lib/server/settings/delegation-policy";
import { previewRoster, type RosterPreview } from "@/lib/server/settings/roster-preview";

export type SavePolicyState = ActionResult<{ message: string }>;

/** Replaces the signed-in user's policy and ordered whitelist, validated, in one transaction. */
export const saveDelegationPolicyAction = authedAction(
  { name: "saveDelegationPolicy", schema: DelegationPolicySchema },
  async (input, { viewer }) => {
    await saveDelegationPolicy(viewer.id, input);
    revalidatePath("/settings/delegation");
    return { message: "Delegation settings saved." };
  },
);

// An unsaved policy to preview: any list the form can hold (the harness itself applies the cap of 10).
const PreviewPolicySchema = z.object({
  mode: z.enum(POLICY_MODES, { error: "Choose one of: none, all, whitelist." }),
  whitelist: z
    .array(z.string().trim().min(1, "A whitelist entry is empty.").max(200, "A whitelist entry is too long."), {
      error: "The whitelist must be a list of Expert ids.",
    })
    .max(WHITELIST_STORED_MAX, WHITELIST_STORED_MAX_MESSAGE),
});

const PreviewSchema = z.object({
  expertId: z.string({ error: "Choose a main Expert." }).trim().min(1, "Choose a main Expert.").max(200),
  message: z.string({ error: "The message must be text." }).max(10_000, "Keep the message under 10,000 characters."),
  policy: PreviewPolicySchema.optional(),
});

export type PreviewRosterState = ActionResult<{ preview: RosterPreview }>;

/**
 * The roster the harness would give the signed-in user's session of this Expert for this message,
 * with their saved policy or, before they save, the one the form holds.
 */
export const previewRosterAction = authedAction(
  { name: "previewRoster", schema: PreviewSchema },
  async (input, { viewer }) => {
    const preview = await previewRoster(viewer.id, input.expertId, input.message, input.policy);
    if (!preview)
      throw new AppError("not_found:expert", { fieldErrors: { expertId: ["Choose one of your Experts."] } });
    return { preview };
  },
);
