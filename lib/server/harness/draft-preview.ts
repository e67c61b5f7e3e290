import "server-only";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { buildInjection, parseStoredSpec, type Injection } from "@/lib/domain/injection";
import { db } from "@/lib/server/db";
import { loadExpertConfig, loadRosterContext } from "@/lib/server/harness/harness";
import { editableExpert } from "@/lib/server/studio/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * The Studio's live preview: the harness path with the unsaved draft in place of the stored
 * configuration (builtin switches stay as stored: they are saved the moment they flip).
 * Owner-only (an admin may too); the roster is the owner's, as their own sessions would get it.
 */
export async function previewExpertDraft(viewer: Viewer, expertId: string, draft: PreviewDraft): Promise<Injection | null> {
  const owned = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { ownerId: true },
  });
  if (!owned) return null;
  const stored = await loadExpertConfig(expertId, owned.ownerId);
  if (!stored) return null;
  const config = {
    ...stored,
    defaultModel: draft.defaultModel,
    plugins: draft.plugins,
    teamGuard: draft.teamGuard,
    specs: draft.specs.map(parseStoredSpec),
  };
  return buildInjection(config, await loadRosterContext(owned.ownerId, ""));
}
