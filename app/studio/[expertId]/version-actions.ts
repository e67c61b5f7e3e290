"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { CONFLICT_MESSAGE } from "@/lib/domain/expert-draft";
import type { Injection } from "@/lib/domain/injection";
import { getViewer } from "@/lib/server/auth/session";
import { previewExpertLive } from "@/lib/server/harness/draft-preview";
import { discardDraft, publishExpert, rollbackExpert } from "@/lib/server/studio/expert-publishing";
import type { MutationOutcome } from "@/lib/server/studio/studio-access";
import { logAuthorizationRefused } from "@/lib/server/log";

// SPEC §10: publish, discard, roll back and the live preview. Each re-reads ownership itself.

export type VersionResult<T extends object = object> = ({ status: "ok" } & T) | { status: "error"; message: string };

const NOT_FOUND = "Expert not found or access denied";

/** A refused caller (signed out, or not allowed to touch this Expert): logged with the request id, answered as not found. */
async function denied(userId: string | null): Promise<VersionResult<never>> {
  await logAuthorizationRefused({ area: "studio", userId });
  return { status: "error", message: NOT_FOUND };
}
const Id = z.string().min(1).max(100);
const Version = z.number().int().positive();
const LiveNumber = z.number().int().positive().max(1_000_000_000);

async function refuse(outcome: Exclude<MutationOutcome, { status: "ok" }>): Promise<VersionResult<never>> {
  if (outcome.status === "conflict") return { status: "error", message: CONFLICT_MESSAGE };
  if (outcome.status === "invalid") return { status: "error", message: Object.values(outcome.fieldErrors).flat()[0] ?? NOT_FOUND };
  return denied(null);
}

function touched(expertId: string) {
  revalidatePath("/studio");
  revalidatePath(`/studio/${expertId}`);
  revalidatePath("/marketplace");
}

/** Freezes the saved draft into a new live version; `version` is the draft version the creator saw. */
export async function publishChangesAction(expertId: unknown, version: unknown): Promise<VersionResult<{ version: number; number: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const parsed = z.tuple([Id, Version]).safeParse([expertId, version]);
  if (!parsed.success) return { status: "error", message: NOT_FOUND };
  const outcome = await publishExpert(viewer, parsed.data[0], parsed.data[1]);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(parsed.data[0]);
  return { status: "ok", version: outcome.version, number: outcome.number };
}

/** Draft := live. */
export async function discardChangesAction(expertId: unknown, version: unknown): Promise<VersionResult<{ version: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const parsed = z.tuple([Id, Version]).safeParse([expertId, version]);
  if (!parsed.success) return { status: "error", message: NOT_FOUND };
  const outcome = await discardDraft(viewer, parsed.data[0], parsed.data[1]);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(parsed.data[0]);
  return { status: "ok", version: outcome.version };
}

/** Publishes live version `number` again as a new live version. */
export async function rollbackAction(expertId: unknown, version: unknown, number: unknown): Promise<VersionResult<{ version: number; number: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const parsed = z.tuple([Id, Version, LiveNumber]).safeParse([expertId, version, number]);
  if (!parsed.success) return { status: "error", message: "Choose a live version to roll back to." };
  const [id, expected, target] = parsed.data;
  const outcome = await rollbackExpert(viewer, id, expected, target);
  if (outcome.status !== "ok") return refuse(outcome);
  touched(id);
  return { status: "ok", version: outcome.version, number: outcome.number };
}

/** The preview of the current live version, through the harness (read-only). */
export async function previewLiveAction(expertId: unknown): Promise<VersionResult<{ injection: Injection; number: number }>> {
  const viewer = await getViewer();
  if (!viewer) return denied(null);
  const id = Id.safeParse(expertId);
  if (!id.success) return { status: "error", message: NOT_FOUND };
  const live = await previewExpertLive(viewer, id.data);
  if (!live) return { status: "error", message: "There is no live version to preview." };
  return { status: "ok", injection: live.injection, number: live.number };
}
