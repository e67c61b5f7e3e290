import "server-only";
import type { ImportContext } from "@/lib/domain/claude-code/import-checks";
import { db } from "@/lib/server/db";
import { readDraftToolSurface } from "@/lib/server/harness/expert-views";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * What an import needs to know about the Expert it is for (its tools and switched-off builtins),
 * or null when the viewer may not edit it. Reads only: the import adds to the editor's draft.
 */
export async function readImportContext(viewer: Viewer, expertId: string): Promise<ImportContext | null> {
  const expert = await db.expert.findFirst({ where: editableExpert(viewer, expertId), select: { ownerId: true } });
  // The surface comes from the harness, so an import checks against the tools a session really gets.
  return expert && readDraftToolSurface(expertId, expert.ownerId);
}

export type SpecsForExport = { name: string; slug: string; raws: string[] };

export async function readSpecsForExport(viewer: Viewer, expertId: string): Promise<SpecsForExport | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { name: true, slug: true, subagents: { orderBy: { position: "asc" }, select: { raw: true } } },
  });
  return expert ? { name: expert.name, slug: expert.slug, raws: expert.subagents.map((s) => s.raw) } : null;
}
