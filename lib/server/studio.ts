import "server-only";
import { db } from "./db";

export type StudioExpertRow = { id: string; slug: string; name: string; status: string; updatedAt: Date; specCount: number };

export async function listExpertsOwnedBy(ownerId: string): Promise<StudioExpertRow[]> {
  const rows = await db.expert.findMany({
    where: { ownerId, deletedAt: null },
    orderBy: { updatedAt: "desc" },
    select: { id: true, slug: true, name: true, status: true, updatedAt: true, _count: { select: { subagents: true } } },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, specCount: _count.subagents }));
}
