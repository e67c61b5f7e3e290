"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import {
  CONFLICT_MESSAGE,
  ExpertDraftSchema,
  PreviewDraftSchema,
  fieldErrorsOf,
  type FieldErrors,
} from "@/lib/domain/expert-draft";
import type { Injection } from "@/lib/domain/injection";
import {
  restoreExpertVersion,
  saveExpertDraft,
  setExpertStatus,
  softDeleteExpert,
} from "@/lib/server/studio/expert-mutations";
import { getExpertForEditor, type EditorExpert } from "@/lib/server/studio/expert-editor";
import { publishExpert } from "@/lib/server/studio/expert-publishing";
import { previewExpertDraft } from "@/lib/server/harness/draft-preview";
import { getViewer } from "@/lib/server/auth/session";
import type { MutationOutcome } from "@/lib/server/studio/studio-access";
import { logAuthorizationRefused } from "@/lib/server/log";

export type StudioResult<T extends object = object> =
  | ({ status: "ok" } & T)
  | { status: "error"; message: string; fieldErrors?: FieldErrors; conflict?: true };

const NOT_FOUND = "Expert not found or access denied";

/** A refused caller (signed out, or not allowed to touch this Expert): logged with the request id, answered as not found. */
async function denied(userId: string | null): Promise<StudioResult<never>> {
  await logAuthorizationRefused({ area: "studio", userId });
  return { status: "error", message: NOT_FOUND };
}
const INVALID = "Please fix the highlighted fields.";
const Id = z.string().min(1).max(100);
const Version = z.number().int().positive();

async function refuse(outcome: Exclude<MutationOutcome, { status: "ok" }>): Promise<StudioResult<never>> {
  if (outcome.status === "conflict") return { status: "error", message: CONFLICT_MESSAGE, conflict: true };
  if (outcome.status === "invalid") return { status: "error", message: INVALID, fieldErrors: outcome.fieldErrors };
  return denied(null);
}

function touched(expertId: string) {
  revalidatePath("/studio");
  revalidatePath(`/studio/${expertId}`);
  revalidatePath("/marketplace");
}

export async function saveExpertAction(expertId: unknown, version: unknown, draft: unknown): Promise<StudioResult<{ version: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const ids = z.tuple([Id, Version]).safeParse([expertId, version]);
  if (!ids.success) return { status: "error", message: NOT_FOUND };
  const parsed = ExpertDraftSchema.safeParse(draft);
  if (!parsed.success) return { status: "error", message: INVALID, fieldErrors: fieldErrorsOf(parsed.error) };
  const outcome = await saveExpertDraft(viewer, ids.data[0], ids.data[1], parsed.data);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(ids.data[0]);
  return { status: "ok", version: outcome.version };
}

export async function setPublishedAction(expertId: unknown, version: unknown, published: unknown): Promise<StudioResult> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const parsed = z.tuple([Id, Version, z.boolean()]).safeParse([expertId, version, published]);
  if (!parsed.success) return { status: "error", message: NOT_FOUND };
  const [id, expected, publish] = parsed.data;
  // Publishing always freezes the draft into a live version (SPEC §10).
  const outcome = publish ? await publishExpert(viewer, id, expected) : await setExpertStatus(viewer, id, expected, "draft");
  if (outcome.status !== "ok") return refuse(outcome);
  touched(id);
  return { status: "ok" };
}

export async function deleteExpertAction(expertId: unknown): Promise<StudioResult> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const id = Id.safeParse(expertId);
  if (!id.success) return { status: "error", message: NOT_FOUND };
  const outcome = await softDeleteExpert(viewer, id.data);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(id.data);
  return { status: "ok" };
}

export async function restoreVersionAction(expertId: unknown, auditEventId: unknown, version: unknown): Promise<StudioResult<{ version: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const parsed = z.tuple([Id, Id, Version]).safeParse([expertId, auditEventId, version]);
  if (!parsed.success) return { status: "error", message: NOT_FOUND };
  const [id, eventId, expected] = parsed.data;
  const outcome = await restoreExpertVersion(viewer, id, eventId, expected);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(id);
  return { status: "ok", version: outcome.version };
}

/** The live preview of an unsaved draft, through the harness (read-only). */
export async function previewDraftAction(expertId: unknown, draft: unknown): Promise<StudioResult<{ injection: Injection }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const id = Id.safeParse(expertId);
  if (!id.success) return { status: "error", message: NOT_FOUND };
  const parsed = PreviewDraftSchema.safeParse(draft);
  if (!parsed.success) return { status: "error", message: "The draft cannot be previewed yet.", fieldErrors: fieldErrorsOf(parsed.error) };
  const injection = await previewExpertDraft(viewer, id.data, parsed.data);
  if (!injection) return denied(viewer.id);
  return { status: "ok", injection };
}

/** The Expert as stored now, for the editor's conflict notice ("what differs") and its Reload. */
export async function readStoredExpertAction(expertId: unknown): Promise<StudioResult<{ expert: EditorExpert }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const id = Id.safeParse(expertId);
  if (!id.success) return { status: "error", message: NOT_FOUND };
  const expert = await getExpertForEditor(viewer, id.data);
  return expert ? { status: "ok", expert } : denied(viewer.id);
}
