import "server-only";
import { checkDelegation, type DelegationExpertRef } from "@/lib/domain/delegation-check";
import { hasAccess, mayKnowOf } from "@/lib/domain/expert-access";
import { config } from "@/lib/config";
import type { DelegateRequest } from "@/lib/server/api/schemas";
import { db } from "@/lib/server/db";
import { metrics } from "@/lib/server/metrics";
import { requireActiveUserByRef, resolveExpertRefs } from "@/lib/server/lookups";
import { logDelegation } from "./delegation-log";

export type DelegateResponse = { status: "accepted"; delegationId: string } | { status: "failed"; error: string };

const LOGGED_INPUT_LIMIT = 4000;

/** SPEC §6 delegate: re-checks access and flags (not the policy), logs every outcome. */
export async function submitDelegation(request: DelegateRequest, requestId: string): Promise<DelegateResponse> {
  const user = await requireActiveUserByRef(request.user);
  const chainRefs = request.chain ?? [];
  const ids = await resolveExpertRefs([request.from, request.to, ...chainRefs]);
  const rows = await db.expert.findMany({
    where: { id: { in: [...new Set(ids.values())] } },
    select: { id: true, slug: true, ownerId: true, status: true, deletedAt: true, liveVersionId: true, liveDelegatable: true, grants: { where: { userId: user.id }, select: { kind: true } } },
  });
  const refs = new Map<string, DelegationExpertRef>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        ownerIsUser: r.ownerId === user.id,
        hasAccess: hasAccess(r.ownerId === user.id, r.grants.length),
        // SPEC §10: the target is checked as its live version says; never published is not published.
        status: r.status === "published" && r.liveVersionId !== null ? "published" : "draft",
        deleted: r.deletedAt !== null,
        delegatable: r.liveDelegatable === true,
      },
    ]),
  );
  const unknowable = new Set([...refs.values()].filter((expert) => !mayKnowOf(expert)).map((expert) => expert.id));
  const expertFor = (ref: string) => {
    const expert = refs.get(ids.get(ref) ?? "");
    if (!expert) return null;
    // A cycle path names an Expert the user may not know of only as the caller wrote it.
    return unknowable.has(expert.id) ? { ...expert, slug: ref } : expert;
  };
  const from = expertFor(request.from);
  const to = expertFor(request.to);
  const outcome = checkDelegation({
    from,
    to,
    toRef: request.to,
    fromRef: request.from,
    chain: chainRefs.map((ref) => ({ ref, expert: expertFor(ref) })),
    maxDepth: config().DELEGATION_MAX_DEPTH,
  });
  const now = new Date();
  const delegationId = await logDelegation({
    createdAt: now,
    day: now.toISOString().slice(0, 10),
    requestId,
    userId: user.id,
    userRef: request.user,
    fromRef: request.from,
    toRef: request.to,
    fromId: from?.id ?? null,
    toId: to?.id ?? null,
    chain: chainRefs,
    input: request.input.slice(0, LOGGED_INPUT_LIMIT),
    status: outcome.status,
    error: outcome.status === "failed" ? outcome.error : null,
    cause: outcome.status === "failed" ? outcome.cause : null,
  });
  metrics.delegations.inc({ outcome: outcome.status, cause: outcome.status === "failed" ? outcome.cause : "" });
  return outcome.status === "accepted" ? { status: "accepted", delegationId } : { status: "failed", error: outcome.error };
}
