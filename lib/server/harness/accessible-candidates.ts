import "server-only";
import Database from "better-sqlite3";
import { databaseEngine, databaseUrl } from "@/lib/database-url";
import type { RosterCandidate } from "@/lib/domain/roster";
import { db } from "@/lib/server/db";
import { toRosterCandidate, type CandidateRow } from "./roster-candidates";

const COLUMNS = `e."id", e."slug", e."name", e."liveName", e."liveDescription", e."liveBrief", e."liveDelegatable", e."status", e."deletedAt", e."ownerId"`;
const ACCESSIBLE_SQL = `SELECT ${COLUMNS}
  FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
  WHERE g."userId" = ?
  ORDER BY COALESCE(e."liveNameKey", e."nameKey"), e."id"`;

/**
 * Every Expert the user has access to, in one indexed join, with the live roster fields copied onto
 * the Expert row at publish (SPEC §10). This is the hot path of policy "all" (10,000 rows for a
 * large library), so it reads as little as it can: on SQLite through one prepared statement on a
 * read-only connection of its own, as arrays (Prisma's raw query costs about twice the SQL for as
 * many rows); on PostgreSQL through Prisma's raw query. Rows arrive in roster order, so the roster's
 * own sort has nothing left to do. Every row of the join is one of the user's grants.
 */
export async function loadAccessibleCandidates(userId: string): Promise<RosterCandidate[]> {
  if (databaseEngine() === "sqlite") return sqliteReader().accessible(userId);
  const rows = await db.$queryRawUnsafe<CandidateRow[]>(ACCESSIBLE_SQL.replace("?", "$1"), userId);
  return rows.map((row) => toRosterCandidate(row, userId, 1));
}

type Reader = { accessible: (userId: string) => RosterCandidate[] };
const globalForReader = globalThis as unknown as { expertStudioRosterReader?: { url: string; reader: Reader } };

// One connection per process and database file, opened on first use. WAL (set by db:deploy) lets it
// read beside the app's writer, and it is outside every Prisma transaction, so it sees only what was
// committed, as Prisma's own reads outside a transaction do.
function sqliteReader(): Reader {
  const url = databaseUrl();
  const kept = globalForReader.expertStudioRosterReader;
  if (kept?.url === url) return kept.reader;
  const connection = new Database(url.replace(/^file:/, ""), { readonly: true, fileMustExist: true, timeout: 10_000 });
  const statement = connection.prepare(ACCESSIBLE_SQL).raw(true);
  // Straight from the columns to the candidate (what toRosterCandidate does, for a granted row): no object in between.
  const reader: Reader = {
    accessible: (userId) =>
      (statement.all(userId) as unknown[][]).map(([id, slug, name, liveName, liveDescription, liveBrief, liveDelegatable, status, deletedAt]) => ({
        id: id as string,
        slug: slug as string,
        name: (liveName ?? name) as string,
        description: (liveDescription as string | null) ?? "",
        delegationBrief: liveBrief as string | null,
        delegatable: Boolean(liveDelegatable),
        status: status === "published" && liveName !== null ? "published" : "draft",
        deleted: deletedAt !== null,
        hasAccess: true,
      })),
  };
  globalForReader.expertStudioRosterReader = { url, reader };
  return reader;
}
