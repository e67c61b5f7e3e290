import "server-only";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { editableExpert, StaleVersionError } from "@/lib/server/studio/studio-access";
import type { Viewer } from "@/lib/server/auth/users";

export type AppendSpecsOutcome =
  | { status: "ok"; version: number; added: number; existingNames: string[] }
  | { status: "not_found" }
  | { status: "stale" };

/**
 * Appends specs (stored as authored, one JSON text each) after the Expert's existing ones, in one
 * transaction guarded by the version the editor last read.
 */
export async function appendSubagentSpecs(
  viewer: Viewer,
  input: { expertId: string; expectedVersion: number; specs: unknown[] },
): Promise<AppendSpecsOutcome> {
  const where = editableExpert(viewer, input.expertId);
  try {
    return await db.$transaction(async (tx) => {
      const expert = await tx.expert.findFirst({ where, select: { id: true, version: true } });
      if (!expert) return { status: "not_found" } as const;
      if (expert.version !== input.expectedVersion) return { status: "stale" } as const;
      const before = await readExpertSnapshot(tx, expert.id);
      // The version in the where clause makes a concurrent save lose the race instead of overwriting it.
      const bumped = await tx.expert.updateMany({ where: { ...where, version: input.expectedVersion }, data: { version: { increment: 1 } } });
      if (bumped.count !== 1) throw new StaleVersionError();
      const last = await tx.subagentSpec.aggregate({ where: { expertId: expert.id }, _max: { position: true } });
      const start = (last._max.position ?? -1) + 1;
      await tx.subagentSpec.createMany({
        data: input.specs.map((spec, i) => ({ expertId: expert.id, position: start + i, raw: JSON.stringify(spec) })),
      });
      await recordExpertChange(tx, { expertId: expert.id, actorId: viewer.id, action: "subagents.import", before });
      const existingNames = (before?.specs ?? []).flatMap(specName);
      return { status: "ok", version: input.expectedVersion + 1, added: input.specs.length, existingNames } as const;
    });
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: "stale" };
    throw error;
  }
}

function specName(raw: string): string[] {
  try {
    const spec: unknown = JSON.parse(raw);
    const name = typeof spec === "object" && spec !== null ? (spec as { name?: unknown }).name : undefined;
    return typeof name === "string" ? [name] : [];
  } catch {
    return [];
  }
}

export async function isEditableExpert(viewer: Viewer, expertId: string): Promise<boolean> {
  return (await db.expert.findFirst({ where: editableExpert(viewer, expertId), select: { id: true } })) !== null;
}

export type SpecsForExport = { name: string; slug: string; raws: string[] };

export async function readSpecsForExport(viewer: Viewer, expertId: string): Promise<SpecsForExport | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { name: true, slug: true, subagents: { orderBy: { position: "asc" }, select: { raw: true } } },
  });
  return expert ? { name: expert.name, slug: expert.slug, raws: expert.subagents.map((s) => s.raw) } : null;
}
