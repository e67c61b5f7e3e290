import "server-only";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { bumpVersion, editableExpert, expectVersion, findEditable } from "@/lib/server/studio/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * Appends specs (stored as authored, one JSON text each) after the Expert's existing ones, in one
 * transaction guarded by the version the editor last read. No specs: checked like a write, nothing written.
 */
export async function appendSubagentSpecs(
  viewer: Viewer,
  input: { expertId: string; expectedVersion: number; specs: unknown[] },
): Promise<{ version: number; added: number; existingNames: string[] }> {
  return db.$transaction(async (tx) => {
    const expert = await findEditable(tx, viewer, input.expertId);
    expectVersion(expert, input.expectedVersion);
    const before = await readExpertSnapshot(tx, expert.id);
    const existingNames = (before?.specs ?? []).flatMap(specName);
    if (input.specs.length === 0) return { version: expert.version, added: 0, existingNames };
    const version = await bumpVersion(tx, expert.id, input.expectedVersion);
    const last = await tx.subagentSpec.aggregate({ where: { expertId: expert.id }, _max: { position: true } });
    const start = (last._max.position ?? -1) + 1;
    await tx.subagentSpec.createMany({
      data: input.specs.map((spec, i) => ({ expertId: expert.id, position: start + i, raw: JSON.stringify(spec) })),
    });
    await recordExpertChange(tx, { expertId: expert.id, actorId: viewer.id, action: "subagents.import", before });
    return { version, added: input.specs.length, existingNames };
  });
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

export type SpecsForExport = { name: string; slug: string; raws: string[] };

export async function readSpecsForExport(viewer: Viewer, expertId: string): Promise<SpecsForExport | null> {
  const expert = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { name: true, slug: true, subagents: { orderBy: { position: "asc" }, select: { raw: true } } },
  });
  return expert ? { name: expert.name, slug: expert.slug, raws: expert.subagents.map((s) => s.raw) } : null;
}
