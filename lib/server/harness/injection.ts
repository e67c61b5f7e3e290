import "server-only";
import type { Injection, InjectionOptions } from "@/lib/domain/injection";
import type { RosterPolicy } from "@/lib/domain/roster";
import { AppError } from "@/lib/server/errors";
import { assembleInjection, type Assembled } from "./assemble";
import type { ExpertAccessRow } from "./expert-config";
import { policyOf, type PolicyRow } from "./roster-context";
import { readRows } from "./sql-reader";

/**
 * `version: "draft"` is the owner's view of their unpublished edits (SPEC §10); anyone else gets the usual 404.
 * `activeUser`: a disabled user is refused (SPEC §6.1, the API); admin views still explain a disabled user's roster.
 */
export type HarnessRequest = { userRef: string; expertRef: string; message?: string | null; version?: "draft" | null; activeUser?: boolean };

/** The injection a runtime gets (POST /api/harness/injection); the roster preview and admin explain use it too. */
export async function getInjection(request: HarnessRequest, options: InjectionOptions = {}): Promise<Injection> {
  return (await assembleForUser(request, options)).injection;
}

export type RosterExplanationData = { injection: Injection; policy: RosterPolicy };

/** The injection with the policy it was built from (read once), for the admin roster explanation. */
export async function getInjectionWithPolicy(request: HarnessRequest): Promise<RosterExplanationData> {
  const { injection, context } = await assembleForUser(request, {});
  return { injection, policy: context.policy };
}

async function assembleForUser(request: HarnessRequest, options: InjectionOptions): Promise<Assembled> {
  const { user, expert, policy } = await resolveRefs(request.userRef, request.expertRef);
  // SPEC §6.1's order: an unknown user, then a disabled one, then the Expert.
  if (!user) throw new AppError("not_found:user");
  if (request.activeUser && user.disabled) throw new AppError("forbidden:user");
  const assembled = expert
    ? await assembleInjection({
        expertId: expert.id,
        userId: user.id,
        message: request.message ?? "",
        requireUsable: true,
        version: request.version ?? "served",
        known: { policy, expert },
        options,
      })
    : null;
  if (!assembled) throw new AppError("not_found:expert");
  return assembled;
}

type RefRow = PolicyRow & { disabledAt: unknown } & Omit<ExpertAccessRow, "id">;

/**
 * In one read, as lib/server/lookups.ts resolves them (an id wins over an email or slug that spells
 * the same): the user by id or email, the Expert by id or slug with that user's grant on it, and the
 * user's delegation policy. One statement where there were three reads in two round trips: the
 * database's work per injection is what instances share.
 */
async function resolveRefs(userRef: string, expertRef: string): Promise<{ user: { id: string; disabled: boolean } | null; expert: ExpertAccessRow | null; policy: RosterPolicy }> {
  const rows = await readRows<RefRow>(
    `WITH "u" AS (SELECT "id", "disabledAt", CASE WHEN "id" = ? THEN 0 ELSE 1 END AS "rank" FROM "User" WHERE "id" = ? OR "email" = ?),
       "me" AS (SELECT "id" FROM "u" ORDER BY "rank" LIMIT 1)
     SELECT 'u' AS "k", "id" AS "v", "disabledAt", "rank" AS "position",
       NULL AS "slug", NULL AS "ownerId", NULL AS "status", NULL AS "deletedAt", NULL AS "liveVersionId", NULL AS "grantKind" FROM "u"
     UNION ALL
     SELECT 'e', e."id", NULL, CASE WHEN e."id" = ? THEN 0 ELSE 1 END,
       e."slug", e."ownerId", CAST(e."status" AS TEXT), e."deletedAt", e."liveVersionId", CAST(g."kind" AS TEXT)
     FROM "Expert" e LEFT JOIN "AccessGrant" g ON g."expertId" = e."id" AND g."userId" = (SELECT "id" FROM "me")
     WHERE e."id" = ? OR e."slug" = ?
     UNION ALL
     SELECT 'p', CAST("mode" AS TEXT), NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL FROM "DelegationPolicy" WHERE "userId" = (SELECT "id" FROM "me")
     UNION ALL
     SELECT 'w', "expertId", NULL, "position", NULL, NULL, NULL, NULL, NULL, NULL FROM "WhitelistEntry" WHERE "userId" = (SELECT "id" FROM "me")
     ORDER BY "k", "position"`,
    [userRef, userRef, userRef.trim().toLowerCase(), expertRef, expertRef, expertRef.toLowerCase()],
  );
  // Sorted by kind, then id matches first.
  const user = rows.find((r) => r.k === "u");
  const expert = rows.find((r) => r.k === "e");
  return {
    user: user ? { id: user.v, disabled: user.disabledAt !== null } : null,
    expert: expert
      ? { id: expert.v, slug: expert.slug, ownerId: expert.ownerId, status: expert.status, deletedAt: expert.deletedAt, liveVersionId: expert.liveVersionId, grantKind: expert.grantKind }
      : null,
    policy: policyOf(rows),
  };
}
