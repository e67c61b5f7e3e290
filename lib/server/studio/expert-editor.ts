import "server-only";
import type { ExpertSnapshot, SnapshotChange } from "@/lib/domain/expert-snapshot";
import type { HistoryEntry } from "@/lib/domain/history-entry";
import { db } from "@/lib/server/db";
import { contentFromRow, EXPERT_CONTENT_SELECT } from "@/lib/server/expert-columns";
import { editableExpert, ownedBy } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/** Everything the editor shows and edits, with the version a save must match (rules §10). */
export type EditorExpert = Omit<ExpertSnapshot, "deleted"> & { id: string; version: number; updatedAt: Date };

/** The Expert as the editor shows it, or null when it does not exist, is deleted or is not the viewer's. */
export async function getExpertForEditor(viewer: Viewer, expertId: string): Promise<EditorExpert | null> {
  const row = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { ...EXPERT_CONTENT_SELECT, id: true, version: true, status: true, updatedAt: true },
  });
  if (!row) return null;
  return { ...contentFromRow(row), id: row.id, version: row.version, status: row.status, updatedAt: row.updatedAt };
}

/** The Expert's audit events, newest first; only for its owner (or an admin). */
export async function listExpertHistory(viewer: Viewer, expertId: string, take = 30): Promise<HistoryEntry[]> {
  const where = { expertId, expert: { deletedAt: null, ...ownedBy(viewer) } };
  const [total, rows] = await Promise.all([
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        createdAt: true,
        action: true,
        version: true,
        liveNumber: true,
        diff: true,
        actor: { select: { name: true } },
      },
    }),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    number: total - i,
    createdAt: r.createdAt,
    action: r.action,
    version: r.version,
    actorName: r.actor?.name ?? null,
    changes: Array.isArray(r.diff) ? (r.diff as unknown as SnapshotChange[]) : [],
    restorable: r.action !== "delete",
    liveNumber: r.liveNumber,
  }));
}
