import "server-only";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { parseStoredSpec, type Injection } from "@/lib/domain/injection";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";
import { assembleInjection } from "./assemble";

/**
 * The Studio's live preview: the harness path with the unsaved draft in place of the stored
 * configuration, the draft's builtin switches included when it has them.
 * Owner-only (an admin may too); the roster is the owner's, as their own sessions would get it.
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
