"use server";

import { revalidatePath } from "next/cache";
import { authedAction, fromForm, type FormState } from "@/lib/server/action";
import { grantPurchasedAccess, type GrantOutcome } from "@/lib/server/marketplace/grant-access";
import { ChosenExpertSchema } from "./expert-action-input";

export type GetAccessState = FormState<{ outcome: GrantOutcome; message: string }>;

const OK_MESSAGES: Record<GrantOutcome, string> = {
  granted: "You now have access to this Expert.",
  already: "You already have access to this Expert.",
  owner: "You created this Expert, so you already have access.",
};

/** Records a purchased grant for a published, non-deleted Expert; the signed-in user only. */
export const getAccessAction = fromForm(
  authedAction({ name: "getAccess", schema: ChosenExpertSchema }, async ({ expertId }, { viewer }) => {
    const outcome = await grantPurchasedAccess(viewer.id, expertId);
    revalidatePath("/library");
    revalidatePath("/settings/delegation");
    return { outcome, message: OK_MESSAGES[outcome] };
  }),
);
