import "server-only";
import type { SnapshotChange } from "@/lib/domain/expert-snapshot";
import { db } from "@/lib/server/db";
import { stringList, teamGuardFromRow } from "@/lib/server/expert-columns";
import { editableExpert, ownedBy } from "@/lib/server/studio/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

export type EditorExpert = {
  id: string;
  version: number;
  status: "draft" | "published";
  updatedAt: Date;
  name: string;
  slug: string;
  description: string;
  priceLabel: string | null;
  instructions: string;
  defaultModel: string;
  plugins: string[];
  delegatable: boolean;
  delegationBrief: string | null;
  teamGuard: { mode: "enforce" | "warn" | "off"; markers: string[]; deny: string[] };
  specs: string[];
  disabledBuiltins: string[];
};

/** The Expert as the editor shows it, or null when it does not exist, is deleted or is not the viewer's. */
export async function getExpertForEditor(viewer: Viewer, expertId: string): Promise<EditorExpert | null> {
  const row = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: {
      id: true, version: true, status: true, updatedAt: true, name: true, slug: true, description: true,
      priceLabel: true, instructions: true, defaultModel: true, plugins: true, delegatable: true,
      delegationBrief: true, guardMode: true, guardMarkers: true, guardDeny: true,
      subagents: { orderBy: { position: "asc" }, select: { raw: true } },
      builtinSwitches: { where: { enabled: false }, select: { handle: true } },
    },
  });
  if (!row) return null;
  const { guardMode, guardMarkers, guardDeny, subagents, builtinSwitches, plugins, ...rest } = row;
  return {
    ...rest,
    plugins: stringList(plugins),
    teamGuard: teamGuardFromRow({ guardMode, guardMarkers, guardDeny }),
    specs: subagents.map((s) => s.raw),
    disabledBuiltins: builtinSwitches.map((s) => s.handle),
  };
}

export type HistoryEntry = {
  id: string;
  createdAt: Date;
  action: string;
  version: number;
  actorName: string | null;
  changes: SnapshotChange[];
  restorable: boolean;
};

/** The Expert's audit events, newest first; only for its owner (or an admin). */
export async function listExpertHistory(viewer: Viewer, expertId: string, take = 30): Promise<HistoryEntry[]> {
  const rows = await db.auditEvent.findMany({
    where: { expertId, expert: { deletedAt: null, ...ownedBy(viewer) } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, createdAt: true, action: true, version: true, diff: true, actor: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    action: r.action,
    version: r.version,
    actorName: r.actor?.name ?? null,
    changes: Array.isArray(r.diff) ? (r.diff as unknown as SnapshotChange[]) : [],
    restorable: r.action !== "delete",
  }));
}
