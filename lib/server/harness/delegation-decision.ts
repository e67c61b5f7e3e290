import "server-only";
import type { z } from "zod";
import { checkDelegation, type DelegationExpertRef } from "@/lib/domain/delegation-check";
import { hasAccess, mayKnowOf } from "@/lib/domain/expert-access";
import { distinctRefs, matchExpertRefs } from "@/lib/domain/expert-refs";
import { publishedStatus } from "@/lib/domain/expert-version";
import { config } from "@/lib/config";
import type { DelegateResponseSchema } from "@/lib/server/api/response-schemas";
import type { DelegateRequest } from "@/lib/server/api/schemas";
import { metrics } from "@/lib/server/metrics";
import { assertUsableUser, pickUserByRef, USER_REF_SQL, userRefParams } from "@/lib/server/lookups";
import { newDelegationId, type DelegationLogRow } from "./delegation-log";
import { placeholders, readRows } from "./sql-reader";
import {
  isSet,
  sqlBoolean,
  type SqlBoolean,
  type SqlDateTime,
  type SqlExpertStatus,
  type SqlGrantKind,
} from "./sql-rows";

/** The documented 200 answer (rules §6): accepted with an id, or failed with the sentence and its code. */
export type DelegateResponse = z.output<typeof DelegateResponseSchema>;

const LOGGED_INPUT_LIMIT = 4000;

export function countDelegation(row: DelegationLogRow): void {
  metrics.delegations.inc({ outcome: row.status, cause: row.cause ?? "" });
}

/** A delegate request with the user it acts for resolved (the key's owner, or the one a runtime named). */
export type Delegation = DelegateRequest & { user: string };
/** Who sent it: the request's id and the key's prefix, both kept in the log. */
export type Sender = { requestId: string; keyPrefix: string | null };

export type DelegationDecision = { row: DelegationLogRow & { id: string }; response: DelegateResponse };

/**
 * The outcome of a delegation request and the log row that records it, nothing written yet
 * (delegate.ts's submitDelegation is the door that writes it).
 * An unknown or disabled user is thrown (404 / 403) before anything else is read.
 */
export async function decideDelegation(
  request: Delegation,
  { requestId, keyPrefix }: Sender,
): Promise<DelegationDecision> {
  const user = await readActiveUser(request.user);
  const chainRefs = request.chain ?? [];
  const { ids, rows } = await readReferencedExperts(user.id, [request.from, request.to, ...chainRefs]);
  const refs = new Map<string, DelegationExpertRef>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        ownerIsUser: r.ownerId === user.id,
        hasAccess: hasAccess(r.ownerId === user.id, r.grantKind === null ? 0 : 1),
        // rules §10: the target is checked as its live version says; never published is not published.
        status: publishedStatus(r),
        deleted: isSet(r.deletedAt),
        delegatable: sqlBoolean(r.liveDelegatable),
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
  const id = newDelegationId(now);
  const row = {
    id,
    createdAt: now,
    day: now.toISOString().slice(0, 10),
    requestId,
    keyPrefix,
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
  };
  const response: DelegateResponse =
    outcome.status === "accepted"
      ? { status: "accepted", delegationId: id }
      : { status: "failed", error: outcome.error, code: outcome.code };
  return { row, response };
}

/** rules §6.1: an unknown user is a 404, then a disabled one a 403, before anything else is read or logged. */
async function readActiveUser(ref: string): Promise<{ id: string }> {
  const users = await readRows<{ id: string; disabledAt: SqlDateTime | null }>(
    `SELECT "id", "disabledAt" FROM "User" WHERE ${USER_REF_SQL}`,
    userRefParams(ref),
  );
  const picked = pickUserByRef(users, ref);
  const user = picked && { id: picked.id, disabled: isSet(picked.disabledAt) };
  assertUsableUser(user, true);
  return user;
}

type ReferencedExpert = {
  id: string;
  slug: string;
  ownerId: string;
  status: SqlExpertStatus;
  deletedAt: SqlDateTime | null;
  liveVersionId: string | null;
  liveDelegatable: SqlBoolean | null;
  grantKind: SqlGrantKind | null;
};

/**
 * The Experts the references name (ids or slugs, matched as everywhere by matchExpertRefs: an id wins
 * over a slug that spells the same), each with the user's grant if any, in one read.
 */
async function readReferencedExperts(
  userId: string,
  references: string[],
): Promise<{ ids: Map<string, string>; rows: ReferencedExpert[] }> {
  const { refs, slugs } = distinctRefs(references);
  const rows = await readRows<ReferencedExpert>(
    `SELECT e."id", e."slug", e."ownerId", e."status", e."deletedAt", e."liveVersionId", e."liveDelegatable", g."kind" AS "grantKind"
     FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = ?
     WHERE e."id" IN (${placeholders(refs.length)}) OR e."slug" IN (${placeholders(slugs.length)})`,
    [userId, ...refs, ...slugs],
  );
  return { ids: matchExpertRefs(refs, rows), rows };
}
