import "server-only";
import { buildToolSurface } from "@/lib/domain/tool-surface";
import type { ImportContext } from "@/lib/domain/claude-code/import-checks";
import { db } from "@/lib/server/db";
import { stringList, teamGuardFromRow } from "@/lib/server/expert-columns";
import { editableExpert } from "@/lib/server/studio/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * What an import needs to know about the Expert it is for (its tools and switched-off builtins),
 * or null when the viewer may not edit it. Reads only: the import adds to the editor's draft.
 */
export async function readImportContext(viewer: Viewer, expertId: string): Promise<ImportContext | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { plugins: true, guardMode: true, guardMarkers: true, guardDeny: true, builtinSwitches: { where: { enabled: false }, select: { handle: true } } },
  });
  if (!expert) return null;
  const surface = buildToolSurface({ plugins: stringList(expert.plugins), teamGuard: teamGuardFromRow(expert) });
  return { surface: surface.tools.map((t) => t.name), disabledBuiltins: expert.builtinSwitches.map((s) => s.handle) };
}

export type SpecsForExport = { name: string; slug: string; raws: string[] };

export async function readSpecsForExport(viewer: Viewer, expertId: string): Promise<SpecsForExport | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { name: true, slug: true, subagents: { orderBy: { position: "asc" }, select: { raw: true } } },
  });
  return expert ? { name: expert.name, slug: expert.slug, raws: expert.subagents.map((s) => s.raw) } : null;
}
