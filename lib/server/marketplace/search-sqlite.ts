import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { fts5Match } from "@/lib/domain/search-terms";
import type { Db } from "@/lib/prisma-client";
import { keysetAfter, type RankedSearch, type SearchRow } from "./search-sql";

/**
 * Ranked search on SQLite: the FTS5 table "ExpertSearch" (kept in sync by triggers, see the
 * marketplace_search migration), ranked by bm25() with name and slug weighing most. bm25 is lower
 * for a better match, so pages run in ascending rank.
 */
export function rankedSearchSqlite(db: Db, search: RankedSearch): Promise<SearchRow[]> {
  return db.$queryRaw<SearchRow[]>`
    SELECT "id", "key" FROM (
      SELECT e."id" AS "id", bm25("ExpertSearch", 0.0, 10.0, 10.0, 2.0, 1.0) AS "key"
      FROM "ExpertSearch" JOIN "Expert" e ON e."rowid" = "ExpertSearch"."rowid"
      WHERE "ExpertSearch" MATCH ${fts5Match(search.terms)}
        AND e."status" = 'published' AND e."deletedAt" IS NULL
        ${search.plugin === null ? Prisma.empty : Prisma.sql`AND EXISTS (SELECT 1 FROM "ExpertPlugin" p WHERE p."expertId" = e."id" AND p."plugin" = ${search.plugin})`}
        ${search.onlyId === undefined ? Prisma.empty : Prisma.sql`AND e."id" = ${search.onlyId}`}
    ) AS "m"
    ${keysetAfter(search, Prisma.sql`${search.cursor?.key ?? 0}`)}
    LIMIT ${search.limit}`;
}
