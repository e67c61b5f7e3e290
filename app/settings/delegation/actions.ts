"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { DelegationPolicySchema } from "@/lib/domain/delegation-policy";
import { saveDelegationPolicy } from "@/lib/server/settings/delegation-policy";
import { previewRoster, type RosterPreview } from "@/lib/server/settings/roster-preview";
import { getViewer } from "@/lib/server/auth/session";
import { logAuthorizationRefused } from "@/lib/server/log";

export type ActionError = { status: "error"; message: string; fieldErrors?: Record<string, string[] | undefined> };

export type SavePolicyState = { status: "ok"; message: string } | ActionError;

const SIGN_IN = "Sign in to change your delegation settings.";

/** Replaces the signed-in user's policy and ordered whitelist, validated, in one transaction. */
export async function saveDelegationPolicyAction(input: unknown): Promise<SavePolicyState> {
  const viewer = await getViewer();
  if (!viewer) {
    await logAuthorizationRefused({ action: "saveDelegationPolicyAction", userId: null });
    return { status: "error", message: SIGN_IN };
  }
  const parsed = DelegationPolicySchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { status: "error", message: Object.values(fieldErrors).flat()[0] ?? "The policy is not valid.", fieldErrors };
  }
  const result = await saveDelegationPolicy(viewer.id, parsed.data);
  if (result.status === "refused") {
    const message = `You can only whitelist Experts you have access to; not allowed: ${result.entries.join(", ")}.`;
    return { status: "error", message, fieldErrors: { whitelist: [message] } };
  }
  revalidatePath("/settings/delegation");
  return { status: "ok", message: "Delegation settings saved." };
}

const PreviewSchema = z.object({
  expertId: z.string({ error: "Choose a main Expert." }).trim().min(1, "Choose a main Expert.").max(200),
  message: z.string({ error: "The message must be text." }).max(10_000, "Keep the message under 10,000 characters."),
});

export type PreviewRosterState = { status: "ok"; preview: RosterPreview } | ActionError;

/** The roster the harness would give the signed-in user's session of this Expert for this message. */
export async function previewRosterAction(input: unknown): Promise<PreviewRosterState> {
  const viewer = await getViewer();
  if (!viewer) {
    await logAuthorizationRefused({ action: "previewRosterAction", userId: null });
    return { status: "error", message: "Sign in to preview a roster." };
  }
  const parsed = PreviewSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    return { status: "error", message: Object.values(fieldErrors).flat()[0] ?? "The preview request is not valid.", fieldErrors };
  }
  const preview = await previewRoster(viewer.id, parsed.data.expertId, parsed.data.message);
  if (!preview) return { status: "error", message: "Expert not found or access denied.", fieldErrors: { expertId: ["Choose one of your Experts."] } };
  return { status: "ok", preview };
}
