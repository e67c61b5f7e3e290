import "server-only";
import type { RosterContext } from "@/lib/domain/injection";
import { parseMentions } from "@/lib/domain/mentions";
import type { RosterPolicy } from "@/lib/domain/roster";
import { db } from "@/lib/server/db";
import { rosterCandidateSelect, toRosterCandidate, type CandidateRow } from "./roster-candidates";

/** The user's policy and only the Experts the roster can consider (indexed lookups, no full scan). */
export async function loadRosterContext(userId: string, message: string): Promise<RosterContext> {
  const [policyRow, whitelistRows] = await Promise.all([
    db.delegationPolicy.findUnique({ where: { userId }, select: { mode: true } }),
    db.whitelistEntry.findMany({ where: { userId }, orderBy: { position: "asc" }, select: { expertId: true } }),
  ]);
  const mode = policyRow?.mode === "all" || policyRow?.mode === "whitelist" ? policyRow.mode : "none";
  const policy: RosterPolicy = { mode, whitelist: whitelistRows.map((w) => w.expertId) };
  const mentionSlugs = parseMentions(message).map((m) => m.slug);

  const [accessibleRows, namedRows] = await Promise.all([
    mode === "all" ? loadAccessibleCandidates(userId) : Promise.resolve([]),
    mode === "whitelist" || mentionSlugs.length > 0
      ? db.expert.findMany({
          where: { OR: [{ id: { in: mode === "whitelist" ? policy.whitelist : [] } }, { slug: { in: mentionSlugs } }] },
          select: { ...rosterCandidateSelect, grants: { where: { userId }, select: { kind: true } } },
        })
      : Promise.resolve([]),
  ]);
  return {
    policy,
    message,
    // Every row of the join is one of the user's grants.
    accessible: accessibleRows.map((row) => toRosterCandidate(row, userId, 1)),
    named: namedRows.map((row) => toRosterCandidate(row, userId, row.grants.length)),
  };
}

/**
 * Every Expert the user has access to, in one indexed join, with the live roster fields copied onto
 * the Expert row at publish (SPEC §10). Plain SQL (portable to PostgreSQL): for 10,000 rows it costs a third of Prisma's nested relation load, which is the hot path of policy "all".
 * Rows arrive in roster order, so the roster's own sort has almost nothing left to do.
 */
function loadAccessibleCandidates(userId: string): Promise<CandidateRow[]> {
  return db.$queryRaw<CandidateRow[]>`
    SELECT e."id", e."slug", e."name", e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable", e."status", e."deletedAt", e."ownerId"
    FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
    WHERE g."userId" = ${userId}
    ORDER BY COALESCE(e."liveNameKey", e."nameKey"), e."id"`;
}
