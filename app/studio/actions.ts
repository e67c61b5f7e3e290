"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { CreateExpertSchema, fieldErrorsOf } from "@/lib/domain/expert-draft";
import { createExpert } from "@/lib/server/studio/expert-mutations";
import { getViewer } from "@/lib/server/auth/session";
import { suggestSlug } from "@/lib/server/studio/owned-experts";
import { logAuthorizationRefused } from "@/lib/server/log";

export type CreateExpertState =
  | { status: "idle" }
  | { status: "ok"; id: string }
  | { status: "error"; message: string; fieldErrors?: Record<string, string[]>; values?: { name: string; slug: string } };

const SIGNED_OUT = "Sign in to use the Studio.";

export async function createExpertAction(_prev: CreateExpertState, formData: FormData): Promise<CreateExpertState> {
  const viewer = await getViewer();
  if (!viewer) {
    await logAuthorizationRefused({ area: "studio", userId: null });
    return { status: "error", message: SIGNED_OUT };
  }
  const values = { name: String(formData.get("name") ?? ""), slug: String(formData.get("slug") ?? "") };
  const parsed = CreateExpertSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "error", message: "Please fix the fields below.", fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const result = await createExpert(viewer, parsed.data);
  if (result.status === "invalid") {
    return { status: "error", message: "Please fix the fields below.", fieldErrors: result.fieldErrors, values };
  }
  if (result.status !== "ok") return { status: "error", message: "The Expert could not be created.", values };
  revalidatePath("/studio");
  return { status: "ok", id: result.id };
}

const SuggestSchema = z.string().max(200);

/** A unique slug for a name, for the create form's suggestion as the creator types. */
export async function suggestSlugAction(name: unknown): Promise<{ status: "ok"; slug: string } | { status: "error"; message: string }> {
  const viewer = await getViewer();
  if (!viewer) {
    await logAuthorizationRefused({ area: "studio", userId: null });
    return { status: "error", message: SIGNED_OUT };
  }
  const parsed = SuggestSchema.safeParse(name);
  if (!parsed.success) return { status: "error", message: "The name is too long." };
  return { status: "ok", slug: await suggestSlug(parsed.data) };
}
