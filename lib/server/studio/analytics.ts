import "server-only";
import {
  CREATOR_REASON_LABELS,
  countByDay,
  creatorReason,
  dayRange,
  type CreatorReason,
  type DayCounts,
  type DayTally,
  type Direction,
} from "@/lib/domain/analytics";
import { isDelegationCause } from "@/lib/domain/delegation-cause-text";
import { mayKnowOf } from "@/lib/domain/expert-access";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { readRunOutcomes } from "./run-outcomes";

export const ANALYTICS_DAYS = [7, 30, 90] as const;
const TOP = 5;

/** One Expert's use by others, for its creator: per-day counts, failure reasons they may see, top callers. */
export async function getExpertAnalytics(viewer: Viewer, expertId: string, days: number, now = new Date()) {
  const expert = await db.expert.findFirst({
    where: { id: expertId, ownerId: viewer.id, deletedAt: null },
    select: { id: true, slug: true, name: true },
  });
  if (!expert) return null;
  const range = dayRange(now, days);
  const [first] = range;
  const last = range.at(-1);
  if (first === undefined || last === undefined) throw new RangeError(`Analytics need at least one day, not ${days}.`);
  const window = { gte: first, lte: last };
  // Every count is an aggregate over the (toId | fromId, day, status) indexes: a million-row log
  // is never read row by row.
  const [toDays, fromDays, toCauses, fromCauses, callers, usersWithAccess] = await Promise.all([
    db.delegationRequest.groupBy({
      by: ["day", "status"],
      where: { toId: expert.id, day: window },
      _count: { _all: true },
    }),
    db.delegationRequest.groupBy({
      by: ["day", "status"],
      where: { fromId: expert.id, day: window },
      _count: { _all: true },
    }),
    db.delegationRequest.groupBy({
      by: ["cause"],
      where: { toId: expert.id, day: window, status: "failed" },
      _count: { _all: true },
    }),
    db.delegationRequest.groupBy({
      by: ["cause"],
      where: { fromId: expert.id, day: window, status: "failed" },
      _count: { _all: true },
    }),
    db.delegationRequest.groupBy({
      by: ["fromId"],
      where: { toId: expert.id, day: window, fromId: { not: null } },
      _count: { fromId: true },
      orderBy: [{ _count: { fromId: "desc" } }, { fromId: "asc" }],
      take: TOP,
    }),
    db.accessGrant.count({ where: { expertId: expert.id, userId: { not: viewer.id } } }),
  ]);
  const perDay = countByDay(range, toDayCounts(toDays), toDayCounts(fromDays));
  const sum = (key: keyof DayCounts) => perDay.reduce((total, d) => total + (d[key] as number), 0);
  return {
    expert,
    days,
    perDay,
    totals: {
      toAccepted: sum("toAccepted"),
      toFailed: sum("toFailed"),
      fromAccepted: sum("fromAccepted"),
      fromFailed: sum("fromFailed"),
    },
    failureReasons: [...reasonCounts(toCauses, "to"), ...reasonCounts(fromCauses, "from")],
    topCallers: await nameCallers(
      viewer,
      callers.map((c) => [c.fromId as string, c._count.fromId] as const),
    ),
    usersWithAccess,
    runs: await readRunOutcomes(expert.id, window),
  };
}

export type ExpertAnalytics = NonNullable<Awaited<ReturnType<typeof getExpertAnalytics>>>;

function toDayCounts(groups: { day: string; status: string; _count: { _all: number } }[]): DayTally[] {
  return groups.map((g) => ({ day: g.day, accepted: g.status === "accepted", count: g._count._all }));
}

function reasonCounts(groups: { cause: string | null; _count: { _all: number } }[], direction: Direction) {
  const counts = new Map<CreatorReason, number>();
  for (const g of groups) {
    const reason = creatorReason(isDelegationCause(g.cause) ? g.cause : null, direction);
    counts.set(reason, (counts.get(reason) ?? 0) + g._count._all);
  }
  return [...counts]
    .map(([reason, count]) => ({ direction, reason, label: CREATOR_REASON_LABELS[reason], count }))
    .sort((a, b) => b.count - a.count);
}

/** The Experts that delegate to this one most; one the creator may not know of is named only as private. */
async function nameCallers(viewer: Viewer, top: readonly (readonly [string, number])[]) {
  const rows = await db.expert.findMany({
    where: { id: { in: top.map(([id]) => id) } },
    select: { id: true, slug: true, name: true, liveName: true, ownerId: true, status: true, deletedAt: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return top.map(([id, count]) => {
    const row = byId.get(id);
    const own = row?.ownerId === viewer.id;
    const known = row && mayKnowOf({ hasAccess: own, status: row.status, deleted: row.deletedAt !== null });
    // Another creator's Expert goes by its published name: a renamed, unpublished draft stays theirs.
    const name = own ? row?.name : row?.liveName;
    return known && name ? { name, slug: row.slug, count } : { name: "A private Expert", slug: null, count };
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
