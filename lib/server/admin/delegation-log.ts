import "server-only";
import { delegationStatus } from "@/lib/domain/delegation-run";
import {
  DELEGATION_CAUSE_LABELS,
  delegationCauseSentence,
  isDelegationCause,
} from "@/lib/domain/delegation-cause-text";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { adminLog } from "./admin-log";
import { findUserByRef, resolveExpertRefs } from "@/lib/server/lookups";

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

const requestSelect = {
  id: true,
  requestId: true,
  createdAt: true,
  userId: true,
  userRef: true,
  fromRef: true,
  toRef: true,
  fromId: true,
  toId: true,
  chain: true,
  status: true,
  error: true,
  cause: true,
  keyPrefix: true,
  runStatus: true,
  runError: true,
  finishedAt: true,
} as const;

type RequestRow = Prisma.DelegationRequestGetPayload<{ select: typeof requestSelect }>;
type Named = { id: string; name: string };

/** Rows with names beside ids (users by name and email, Experts by name and slug) and the real cause. */
async function describeRequests(rows: RequestRow[]) {
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const expertIds = [...new Set(rows.flatMap((r) => [r.fromId, r.toId]).filter((id): id is string => Boolean(id)))];
  const [users, experts] = await Promise.all([
    db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true, name: true } }),
    db.expert.findMany({ where: { id: { in: expertIds } }, select: { id: true, slug: true, name: true } }),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const expertById = new Map(experts.map((e) => [e.id, e]));
  const label = (named: Named | undefined, ref: string) => named?.name ?? ref;
  return rows.map((r) => {
    const user = r.userId ? userById.get(r.userId) : undefined;
    const from = r.fromId ? expertById.get(r.fromId) : undefined;
    const to = r.toId ? expertById.get(r.toId) : undefined;
    const cause = isDelegationCause(r.cause) ? r.cause : null;
    return {
      id: r.id,
      requestId: r.requestId,
      createdAt: r.createdAt,
      /** The API key that sent it (its 12-character prefix); null for the bootstrap HARNESS_TOKEN. */
      keyPrefix: r.keyPrefix,
      user: user ?? null,
      userRef: r.userRef,
      from: from ?? null,
      fromRef: r.fromRef,
      to: to ?? null,
      toRef: r.toRef,
      chain: Array.isArray(r.chain) ? r.chain.filter((c): c is string => typeof c === "string") : [],
      status: r.status,
      error: r.error,
      cause,
      causeLabel: cause ? DELEGATION_CAUSE_LABELS[cause] : null,
      why: cause
        ? delegationCauseSentence(cause, {
            user: user?.name ?? r.userRef,
            from: label(from, r.fromRef),
            to: label(to, r.toRef),
          })
        : null,
      // rules §14: how an accepted delegation's run went, as its runtime reported it, and how long it took.
      run: r.status === "accepted" ? delegationStatus(r) : null,
      runError: r.runError,
      durationMs: r.finishedAt ? r.finishedAt.getTime() - r.createdAt.getTime() : null,
    };
  });
}
export type DelegationLogEntry = Awaited<ReturnType<typeof describeRequests>>[number];

const delegationLog = adminLog({
  where: filterWhere,
  count: (where) => db.delegationRequest.count({ where }),
  find: (where, args) => db.delegationRequest.findMany({ where, ...args, select: requestSelect }),
  describe: describeRequests,
});

/** The delegate endpoint's log, newest first (ties broken by id so pages never overlap). */
export async function listDelegationsForAdmin(viewer: Viewer | null, filters: DelegationFilters) {
  const { info, entries } = await delegationLog.page(viewer, filters);
  return { info, requests: entries };
}

/** The whole filtered log for a CSV export, newest first, in keyset batches. */
export function exportDelegationsForAdmin(
  viewer: Viewer | null,
  filters: DelegationFilters,
): AsyncGenerator<DelegationLogEntry[]> {
  return delegationLog.export(viewer, filters);
}

/** Failed delegations of the last 24 hours, counted by their real cause, most frequent first. */
export async function countDelegationFailuresForAdmin(viewer: Viewer | null, now = new Date()) {
  assertAdmin(viewer);
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const groups = await db.delegationRequest.groupBy({
    by: ["cause"],
    where: { status: "failed", createdAt: { gte: since } },
    _count: { _all: true },
  });
  return groups
    .map((g) => ({
      cause: g.cause,
      label: isDelegationCause(g.cause)
        ? DELEGATION_CAUSE_LABELS[g.cause]
        : "Cause not recorded (logged before causes were kept)",
      count: g._count._all,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
