"use server";

import { revalidatePath } from "next/cache";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { removePurchasedAccess } from "@/lib/server/marketplace/grant-access";
import { ChosenExpertSchema } from "./expert-action-input";

export type RemoveAccessState = ActionResult<{ message: string }>;

/** Takes an Expert the signed-in user added out of their library; never one they created. */
export const removeAccessAction = authedAction(
  { name: "removeAccess", schema: ChosenExpertSchema },
  async ({ expertId }, { viewer }) => {
    await removePurchasedAccess(viewer.id, expertId);
    revalidatePath("/library");
    revalidatePath("/settings/delegation");
    return { message: "Removed from your library." };
  },
);
