import "server-only";
import type { RosterCandidate } from "@/lib/domain/roster";
import { readArrays } from "./sql-reader";

// toRosterCandidate's rules for a granted row, in the query: the name shown, whether it was ever
// published (has a live version) and whether it is deleted come back as one value each.
const ACCESSIBLE_SQL = `SELECT e."id", e."slug", COALESCE(e."liveName", e."name"), e."liveDescription", e."liveBrief", e."liveDelegatable",
    e."status" = 'published' AND e."liveName" IS NOT NULL, e."deletedAt" IS NOT NULL
  FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
  WHERE g."userId" = ?
  ORDER BY COALESCE(e."liveNameKey", e."nameKey"), e."id"`;

/**
 * Every Expert the user has access to, in one indexed join, with the live roster fields copied onto
 * the Expert row at publish (SPEC §10). This is the hot path of policy "all" (10,000 rows for a
 * large library), so it reads arrays of only the values the roster uses (the owner is not one:
 * every row is a grant) and maps them straight to candidates. Rows arrive in
 * roster order, so the roster's own sort has nothing left to do. Every row of the join is one of
 * the user's grants.
 */
export async function loadAccessibleCandidates(userId: string): Promise<RosterCandidate[]> {
  // Booleans arrive as 0/1 from SQLite and true/false from PostgreSQL.
  return (await readArrays(ACCESSIBLE_SQL, [userId])).map(([id, slug, name, liveDescription, liveBrief, liveDelegatable, published, deleted]) => ({
    id: id as string,
    slug: slug as string,
    name: name as string,
    description: (liveDescription as string | null) ?? "",
    delegationBrief: liveBrief as string | null,
    delegatable: Boolean(liveDelegatable),
    status: published ? "published" : "draft",
    deleted: Boolean(deleted),
    hasAccess: true,
  }));
}
