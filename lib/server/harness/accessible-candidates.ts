import "server-only";
import { publishedLiveSql } from "@/lib/domain/expert-version";
import type { RosterCandidate } from "@/lib/domain/roster";
import { readArrays } from "./sql-reader";
import { sqlBoolean, type SqlBoolean } from "./sql-rows";

// toRosterCandidate's rules for a granted row, in the query: the name shown, whether it was ever
// published (has a live version) and whether it is deleted come back as one value each.
const ACCESSIBLE_SQL = `SELECT e."id", e."slug", COALESCE(e."liveName", e."name"), e."liveDescription", e."liveBrief", e."liveDelegatable",
    ${publishedLiveSql("e", "liveName")}, e."deletedAt" IS NOT NULL
  FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
  WHERE g."userId" = ?
  ORDER BY COALESCE(e."liveNameKey", e."nameKey"), e."id"`;

/** A row of ACCESSIBLE_SQL, in SELECT order. */
type AccessibleRow = [
  id: string,
  slug: string,
  name: string,
  liveDescription: string | null,
  liveBrief: string | null,
  liveDelegatable: SqlBoolean | null,
  published: SqlBoolean,
  deleted: SqlBoolean,
];

/**
 * Every Expert the user has access to, in one indexed join, with the live roster fields copied onto
 * the Expert row at publish (rules §10). This is the hot path of policy "all" (10,000 rows for a
 * large library), so it reads arrays of only the values the roster uses (the owner is not one:
 * every row is a grant) and maps them straight to candidates. Rows arrive in
 * roster order, so the roster's own sort has nothing left to do. Every row of the join is one of
 * the user's grants.
 */
export async function loadAccessibleCandidates(userId: string): Promise<RosterCandidate[]> {
  const rows = (await readArrays(ACCESSIBLE_SQL, [userId])) as AccessibleRow[];
  return rows.map(([id, slug, name, liveDescription, liveBrief, liveDelegatable, published, deleted]) => ({
    id,
    slug,
    name,
    description: liveDescription ?? "",
    delegationBrief: liveBrief,
    delegatable: sqlBoolean(liveDelegatable),
    status: sqlBoolean(published) ? "published" : "draft",
    deleted: sqlBoolean(deleted),
    hasAccess: true,
  }));
}
