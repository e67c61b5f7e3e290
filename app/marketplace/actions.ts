"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { grantPurchasedAccess } from "@/lib/server/marketplace/access";
import { getViewer } from "@/lib/server/auth/session";
import { logAuthorizationRefused } from "@/lib/server/log";

const GetAccessSchema = z.object({
  expertId: z.string({ error: "Choose an Expert." }).trim().min(1, "Choose an Expert.").max(200, "That Expert id is too long."),
});

export type GetAccessState =
  | { status: "idle" }
  | { status: "ok"; outcome: "granted" | "already" | "owner"; message: string }
  | { status: "error"; message: string; fieldErrors?: Partial<Record<"expertId", string[]>> };

const OK_MESSAGES = {
  granted: "You now have access to this Expert.",
  already: "You already have access to this Expert.",
  owner: "You created this Expert, so you already have access.",
} as const;

/** Records a purchased grant for a published, non-deleted Expert; the signed-in user only. */
export async function getAccessAction(_prev: GetAccessState, formData: FormData): Promise<GetAccessState> {
  const viewer = await getViewer();
  if (!viewer) {
    await logAuthorizationRefused({ action: "getAccessAction", userId: null });
    return { status: "error", message: "Sign in to get access to an Expert." };
  }
  const parsed = GetAccessSchema.safeParse({ expertId: formData.get("expertId") ?? undefined });
  if (!parsed.success) {
    return { status: "error", message: "That request is not valid.", fieldErrors: z.flattenError(parsed.error).fieldErrors };
  }
  const outcome = await grantPurchasedAccess(viewer.id, parsed.data.expertId);
  // Drafts, deleted and missing Experts get the same answer: a URL must not reveal which it is.
  if (outcome === "not_found") return { status: "error", message: "This Expert is not available." };
  revalidatePath("/library");
  revalidatePath("/settings/delegation");
  return { status: "ok", outcome, message: OK_MESSAGES[outcome] };
}
