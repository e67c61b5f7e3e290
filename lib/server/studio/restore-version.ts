import "server-only";
import { TeamGuardSchema } from "@/lib/domain/expert-draft";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { toExpertColumns } from "@/lib/server/expert-columns";
import { bumpVersion, expectVersion, findEditable } from "@/lib/server/studio/editable-expert";
import { replaceSpecs, writeBuiltinSwitches } from "@/lib/server/studio/expert-mutations";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * Restores the configuration recorded by an audit event as a new version. Slug, status and deletion
 * stay as they are now: restoring content must not unpublish or rename a live Expert.
 */
export async function restoreExpertVersion(viewer: Viewer, expertId: string, auditEventId: string, expectedVersion: number): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    const current = await findEditable(tx, viewer, expertId);
    const event = await tx.auditEvent.findFirst({ where: { id: auditEventId, expertId }, select: { snapshot: true } });
    const snapshot = event ? readSnapshot(event.snapshot) : null;
    if (!snapshot) throw new AppError("not_found:expert");
    expectVersion(current, expectedVersion);
    const before = await readExpertSnapshot(tx, expertId);
    const version = await bumpVersion(tx, expertId, expectedVersion, toExpertColumns(snapshot));
    await replaceSpecs(tx, expertId, snapshot.specs);
    await writeBuiltinSwitches(tx, expertId, snapshot.disabledBuiltins);
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "restore", before });
    return { version };
  });
}

type RestorableSnapshot = Parameters<typeof toExpertColumns>[0] & { specs: string[]; disabledBuiltins: string[] };

/** A stored snapshot is JSON written by an older version of this code: checked, not trusted. */
function readSnapshot(value: unknown): RestorableSnapshot | null {
  if (typeof value !== "object" || value === null) return null;
  const s = value as Partial<Record<keyof RestorableSnapshot, unknown>>;
  const strs = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
  const text = (v: unknown): v is string => typeof v === "string";
  const optionalText = (v: unknown): v is string | null => v === null || typeof v === "string";
  const teamGuard = TeamGuardSchema.safeParse(s.teamGuard);
  if (!text(s.name) || !text(s.description) || !text(s.instructions) || !text(s.defaultModel)) return null;
  if (!optionalText(s.priceLabel) || !optionalText(s.delegationBrief) || typeof s.delegatable !== "boolean") return null;
  if (!strs(s.plugins) || !strs(s.specs) || !strs(s.disabledBuiltins) || !teamGuard.success) return null;
  return {
    name: s.name, description: s.description, instructions: s.instructions, defaultModel: s.defaultModel,
    priceLabel: s.priceLabel, delegationBrief: s.delegationBrief, delegatable: s.delegatable,
    plugins: s.plugins, specs: s.specs, disabledBuiltins: s.disabledBuiltins, teamGuard: teamGuard.data,
  };
}
