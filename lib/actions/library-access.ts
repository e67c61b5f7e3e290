"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { authedAction, type ActionResult } from "@/lib/server/action";
import { removePurchasedAccess } from "@/lib/server/marketplace/grant-access";

const RemoveAccessSchema = z.object({
  expertId: z
    .string({ error: "Choose an Expert." })
    .trim()
    .min(1, "Choose an Expert.")
    .max(200, "That Expert id is too long."),
});

export type RemoveAccessState = ActionResult<{ message: string }>;

/** Takes an Expert the signed-in user added out of their library; never one they created. */
export const removeAccessAction = authedAction(
  { name: "removeAccess", schema: RemoveAccessSchema },
  async ({ expertId }, { viewer }) => {
    await removePurchasedAccess(viewer.id, expertId);
    revalidatePath("/library");
    revalidatePath("/settings/delegation");
    return { message: "Removed from your library." };
  },
);
