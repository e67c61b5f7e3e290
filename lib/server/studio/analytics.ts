import "server-only";
import { CREATOR_REASON_LABELS, countByDay, creatorReason, dayRange, type CreatorReason, type Direction, type LogRow } from "@/lib/domain/analytics";
import { isDelegationCause } from "@/lib/domain/delegation-cause-text";
import { mayKnowOf } from "@/lib/domain/expert-access";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";

export const ANALYTICS_DAYS = [7, 30, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 5;

/** One Expert's use by others, for its creator: per-day counts, failure reasons they may see, top callers. */
export async function getExpertAnalytics(viewer: Viewer, expertId: string, days: number, now = new Date()) {
  const expert = await db.expert.findFirst({ where: { id: expertId, ownerId: viewer.id, deletedAt: null }, select: { id: true, slug: true, name: true } });
  if (!expert) return null;
  const range = dayRange(now, days);
  const since = new Date(`${range[0]}T00:00:00.000Z`);
  const until = new Date(new Date(`${range[range.length - 1]}T00:00:00.000Z`).getTime() + DAY_MS);
  // Two indexed range reads: (toId, createdAt) and (fromId, createdAt), only the columns counted.
  const [to, from, usersWithAccess] = await Promise.all([
    readRows({ toId: expert.id }, since, until, "fromId"),
    readRows({ fromId: expert.id }, since, until, "toId"),
    db.accessGrant.count({ where: { expertId: expert.id, userId: { not: viewer.id } } }),
  ]);
  return {
    expert,
    days,
    perDay: countByDay(range, to, from),
    totals: {
      toAccepted: to.filter((r) => r.status === "accepted").length,
      toFailed: to.filter((r) => r.status !== "accepted").length,
      fromAccepted: from.filter((r) => r.status === "accepted").length,
      fromFailed: from.filter((r) => r.status !== "accepted").length,
    },
    failureReasons: [...reasonCounts(to, "to"), ...reasonCounts(from, "from")],
    topCallers: await topCallers(viewer, to),
    usersWithAccess,
  };
}

export type ExpertAnalytics = NonNullable<Awaited<ReturnType<typeof getExpertAnalytics>>>;

async function readRows(where: { toId: string } | { fromId: string }, since: Date, until: Date, other: "fromId" | "toId"): Promise<LogRow[]> {
  const rows = await db.delegationRequest.findMany({
    where: { ...where, createdAt: { gte: since, lt: until } },
    select: { createdAt: true, status: true, cause: true, fromId: true, toId: true },
  });
  return rows.map((r) => ({ createdAt: r.createdAt, status: r.status, cause: r.cause, otherId: r[other] }));
}

function reasonCounts(rows: LogRow[], direction: Direction) {
  const counts = new Map<CreatorReason, number>();
  for (const row of rows) {
    if (row.status === "accepted") continue;
    const reason = creatorReason(isDelegationCause(row.cause) ? row.cause : null, direction);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ direction, reason, label: CREATOR_REASON_LABELS[reason], count })).sort((a, b) => b.count - a.count);
}

/** The Experts that delegate to this one most; one the creator may not know of is named only as private. */
async function topCallers(viewer: Viewer, to: LogRow[]) {
  const counts = new Map<string, number>();
  for (const row of to) if (row.otherId) counts.set(row.otherId, (counts.get(row.otherId) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP);
  const rows = await db.expert.findMany({
    where: { id: { in: top.map(([id]) => id) } },
    select: { id: true, slug: true, name: true, ownerId: true, status: true, deletedAt: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return top.map(([id, count]) => {
    const row = byId.get(id);
    const known = row && mayKnowOf({ hasAccess: row.ownerId === viewer.id, status: row.status === "published" ? "published" : "draft", deleted: row.deletedAt !== null });
    return known ? { name: row.name, slug: row.slug, count } : { name: "A private Expert", slug: null, count };
  });
}

/** The creator's Experts to choose from (not deleted), by name. */
export async function listAnalyticsChoices(viewer: Viewer) {
  return db.expert.findMany({
    where: { ownerId: viewer.id, deletedAt: null },
    orderBy: [{ nameKey: "asc" }, { id: "asc" }],
    select: { id: true, name: true, slug: true },
  });
}
