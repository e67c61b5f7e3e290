import "server-only";
import { config as appConfig } from "@/lib/config";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { parseStoredSpec, type Injection } from "@/lib/domain/injection";
import { PREVIEW_LIMITS, type InjectionBounds } from "@/lib/domain/preview-bounds";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";
import { assembleInjection } from "./assemble";
import { readBuiltinSwitches } from "./expert-config";
import type { DraftPreviewAnswer, DraftPreviewJob } from "./draft-preview-job";
import { runOffThread } from "./harness-thread";
import type { ConfigWithoutSpecs, DraftRouting } from "./preview-job";
import { loadRosterContext } from "./roster-context";

/** What the preview reads on the thread that answers every other request: small, and read before the draft. */
export type DraftPreviewSource = Omit<DraftPreviewJob, "body" | "limits">;

/**
 * Who may preview a draft of this Expert, and the parts of it the draft does not carry: its row, its
 * stored builtin switches and the owner's roster context (their own sessions would get it). Null when
 * the viewer may not edit the Expert (an admin may), before anything of the draft is read.
 */
export async function draftPreviewSource(viewer: Viewer, expertId: string): Promise<DraftPreviewSource | null> {
  const expert = await editableRow(viewer, expertId);
  if (!expert) return null;
  const { id, slug, name, ownerId } = expert;
  const [storedSwitches, context] = await Promise.all([readBuiltinSwitches(id), loadRosterContext(ownerId, "")]);
  return {
    expert: { id, slug, name },
    storedSwitches,
    context,
    options: { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET },
  };
}

/**
 * The Studio's live preview of a draft as its request sent it (JSON, UTF-8): previewExpertDraft's
 * injection cut to `limits`, as the route answers it. The bytes are handed to the harness worker
 * (harness-thread.ts) without a copy, and decoded, parsed, checked, resolved and serialized there:
 * a draft of 500 specs at the limit is 33 MB of JSON and resolves for about a second of CPU, none of
 * it on this thread. `bytes` cannot be read afterwards.
 */
export function previewDraftBytes(
  source: DraftPreviewSource,
  bytes: Uint8Array,
  limits: InjectionBounds = PREVIEW_LIMITS,
): Promise<DraftPreviewAnswer> {
  const body = ownBuffer(bytes);
  return runOffThread("preview", { ...source, body, limits }, [body]);
}

/** The bytes' own ArrayBuffer when they fill it, which is what the capped reader gives; else a copy. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = bytes;
  if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) return buffer;
  return bytes.slice().buffer;
}

/**
 * rules §11: the draft's kept subagents ranked for a sample message, on the harness worker as the
 * preview is (the subagents are exactly the ones its injection would list). Null as previewDraftView.
 */
export async function previewDraftRouting(
  viewer: Viewer,
  expertId: string,
  draft: PreviewDraft,
  message: string,
): Promise<DraftRouting | null> {
  const expert = await editableRow(viewer, expertId);
  if (!expert) return null;
  const builtinSwitches = draft.disabledBuiltins
    ? { readable: true as const, disabled: draft.disabledBuiltins }
    : await readBuiltinSwitches(expert.id);
  const { id, slug, name } = expert;
  const { defaultModel, plugins, teamGuard, specs } = draft;
  const config: ConfigWithoutSpecs = { id, slug, name, defaultModel, plugins, teamGuard, builtinSwitches };
  return runOffThread("routing", { config, specs, message });
}

/** The Expert's row when the viewer may edit it (its owner, or an admin). */
function editableRow(viewer: Viewer, expertId: string) {
  return db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { id: true, slug: true, name: true, ownerId: true },
  });
}

/**
 * The Studio's live preview, whole and on this thread: the harness path with the unsaved draft in
 * place of the stored configuration, the draft's builtin switches included when it has them.
 * Owner-only (an admin may too); the roster is the owner's, as their own sessions would get it.
 * The editor's views are previewDraftView and previewDraftRouting, which give what this gives.
 */
export async function previewExpertDraft(
  viewer: Viewer,
  expertId: string,
  draft: PreviewDraft,
): Promise<Injection | null> {
  const owned = await db.expert.findFirst({ where: editableExpert(viewer, expertId), select: { ownerId: true } });
  if (!owned) return null;
  const assembled = await assembleInjection({
    expertId,
    userId: owned.ownerId,
    message: "",
    requireUsable: true,
    version: "draft",
    draft: (stored) => ({
      ...stored,
      defaultModel: draft.defaultModel,
      plugins: draft.plugins,
      teamGuard: draft.teamGuard,
      specs: draft.specs.map(parseStoredSpec),
      ...(draft.disabledBuiltins
        ? { builtinSwitches: { readable: true as const, disabled: draft.disabledBuiltins } }
        : {}),
    }),
  });
  return assembled?.injection ?? null;
}

/**
 * The same preview of the current live version (rules §10's switch); null when it has none. Anyone
 * but the owner (or an admin) is refused as for a missing Expert.
 */
export async function previewExpertLive(
  viewer: Viewer,
  expertId: string,
): Promise<{ injection: Injection; number: number } | null> {
  const owned = await db.expert.findFirst({ where: editableExpert(viewer, expertId), select: { ownerId: true } });
  if (!owned) throw new AppError("not_found:expert");
  const assembled = await assembleInjection({
    expertId,
    userId: owned.ownerId,
    message: "",
    requireUsable: true,
    version: "live",
  });
  if (!assembled || assembled.source.kind !== "live") return null;
  return { injection: assembled.injection, number: assembled.source.number };
}
