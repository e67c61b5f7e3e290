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
import { runOffThread } from "./harness-thread";
import type { ConfigWithoutSpecs, DraftRouting } from "./preview-job";
import { loadRosterContext } from "./roster-context";

/**
 * The Studio's live preview as the editor shows it: previewExpertDraft's injection cut to `limits`
 * (PREVIEW_LIMITS unless asked), computed on the harness worker (harness-thread.ts). A draft of 500
 * specs with 120 distinct globs each resolves for about a second of CPU; here, the thread that
 * answers every other request only checks who asks and reads the Expert's row, its builtin switches
 * and the owner's roster context, and the worker resolves the draft's specs as sent. Null when the
 * viewer may not edit the Expert.
 */
export async function previewDraftView(
  viewer: Viewer,
  expertId: string,
  draft: PreviewDraft,
  limits: InjectionBounds = PREVIEW_LIMITS,
): Promise<Injection | null> {
  const read = await draftConfig(viewer, expertId, draft);
  if (!read) return null;
  return runOffThread("preview", {
    config: read.config,
    specs: draft.specs,
    context: await loadRosterContext(read.ownerId, ""),
    options: { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET },
    limits,
  });
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
  const read = await draftConfig(viewer, expertId, draft);
  if (!read) return null;
  return runOffThread("routing", { config: read.config, specs: draft.specs, message });
}

/** The draft's configuration but its specs, as assembleInjection puts the draft in place of the stored one. */
async function draftConfig(
  viewer: Viewer,
  expertId: string,
  draft: PreviewDraft,
): Promise<{ config: ConfigWithoutSpecs; ownerId: string } | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { id: true, slug: true, name: true, ownerId: true },
  });
  if (!expert) return null;
  const builtinSwitches = draft.disabledBuiltins
    ? { readable: true as const, disabled: draft.disabledBuiltins }
    : await readBuiltinSwitches(expert.id);
  const { id, slug, name, ownerId } = expert;
  const { defaultModel, plugins, teamGuard } = draft;
  return { config: { id, slug, name, defaultModel, plugins, teamGuard, builtinSwitches }, ownerId };
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
