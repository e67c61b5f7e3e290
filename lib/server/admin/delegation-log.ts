import "server-only";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice } from "@/lib/domain/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/server/admin/assert-admin";
import { db } from "@/lib/server/db";
import { findUserByRef, resolveExpertRefs } from "@/lib/server/lookups";
import type { Viewer } from "@/lib/server/auth/users";

export type DelegationFilters = { outcome?: "accepted" | "failed"; user?: string; expert?: string; page?: number };

async function filterWhere(filters: DelegationFilters): Promise<Prisma.DelegationRequestWhereInput> {
  const and: Prisma.DelegationRequestWhereInput[] = [];
  if (filters.outcome) and.push({ status: filters.outcome });
  const userRef = filters.user?.trim();
  if (userRef) {
    const user = await findUserByRef(userRef);
    and.push({ OR: [{ userRef }, ...(user ? [{ userId: user.id }] : [])] });
  }
  const expertRef = filters.expert?.trim();
  if (expertRef) {
    const id = (await resolveExpertRefs([expertRef])).get(expertRef);
    and.push({ OR: [{ fromRef: expertRef }, { toRef: expertRef }, ...(id ? [{ fromId: id }, { toId: id }] : [])] });
  }
  return { AND: and };
}

/** The delegate endpoint's log, newest first (ties broken by id so pages never overlap). */
export async function listDelegationsForAdmin(viewer: Viewer | null, filters: DelegationFilters) {
  assertAdmin(viewer);
  const where = await filterWhere(filters);
  const page = filters.page ?? 1;
  const [total, rows] = await Promise.all([
    db.delegationRequest.count({ where }),
    db.delegationRequest.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageSlice(page, ADMIN_PAGE_SIZE),
      select: {
        id: true, requestId: true, createdAt: true, userId: true, userRef: true, fromRef: true, toRef: true,
        fromId: true, toId: true, chain: true, status: true, error: true,
      },
    }),
  ]);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const expertIds = [...new Set(rows.flatMap((r) => [r.fromId, r.toId]).filter((id): id is string => Boolean(id)))];
  const [users, experts] = await Promise.all([
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }),
    db.expert.findMany({ where: { id: { in: expertIds } }, select: { id: true, slug: true } }),
  ]);
  const email = new Map(users.map((u) => [u.id, u.email]));
  const slug = new Map(experts.map((e) => [e.id, e.slug]));
  return {
    info: pageInfo(page, ADMIN_PAGE_SIZE, total),
    requests: rows.map((r) => ({
      id: r.id,
      requestId: r.requestId,
      createdAt: r.createdAt,
      user: (r.userId && email.get(r.userId)) || r.userRef,
      from: (r.fromId && slug.get(r.fromId)) || r.fromRef,
      to: (r.toId && slug.get(r.toId)) || r.toRef,
      chain: Array.isArray(r.chain) ? r.chain.filter((c): c is string => typeof c === "string") : [],
      status: r.status,
      error: r.error,
    })),
  };
}

/** Failed delegations of the last 24 hours, counted by error sentence, most frequent first. */
export async function countDelegationFailuresForAdmin(viewer: Viewer | null, now = new Date()) {
  assertAdmin(viewer);
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const groups = await db.delegationRequest.groupBy({
    by: ["error"],
    where: { status: "failed", createdAt: { gte: since } },
    _count: { _all: true },
  });
  return groups
    .map((g) => ({ error: g.error ?? "(no error recorded)", count: g._count._all }))
    .sort((a, b) => b.count - a.count || a.error.localeCompare(b.error));
}
