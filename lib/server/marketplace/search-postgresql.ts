import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tsQuery } from "@/lib/domain/search-terms";
import type { Db } from "@/lib/prisma-client";
import { keysetAfter, type RankedSearch, type SearchRow } from "./search-sql";

// Exactly the expression of the GIN index "Expert_search_idx" (marketplace_search migration):
// PostgreSQL uses an expression index only for the same expression.
const DOCUMENT = Prisma.raw(`(
  setweight(to_tsvector('simple', e."name"), 'A') ||
  setweight(to_tsvector('simple', e."slug"), 'A') ||
  setweight(to_tsvector('simple', e."description"), 'B') ||
  setweight(to_tsvector('simple', coalesce(e."delegationBrief", '')), 'C')
)`);

/** Ranked search on PostgreSQL: the GIN-indexed tsvector, ranked by ts_rank (negated: pages run in ascending key). */
export function rankedSearchPostgresql(db: Db, search: RankedSearch): Promise<SearchRow[]> {
  return db.$queryRaw<SearchRow[]>`
    SELECT "id", "key" FROM (
      SELECT e."id" AS "id", (-ts_rank(${DOCUMENT}, q))::float8 AS "key"
      FROM "Expert" e, to_tsquery('simple', ${tsQuery(search.terms)}) AS q
      WHERE ${DOCUMENT} @@ q
        AND e."status" = 'published' AND e."deletedAt" IS NULL
        ${search.plugin === null ? Prisma.empty : Prisma.sql`AND EXISTS (SELECT 1 FROM "ExpertPlugin" p WHERE p."expertId" = e."id" AND p."plugin" = ${search.plugin})`}
        ${search.onlyId === undefined ? Prisma.empty : Prisma.sql`AND e."id" = ${search.onlyId}`}
    ) AS "m"
    ${keysetAfter(search, Prisma.sql`CAST(${search.cursor?.key ?? 0} AS float8)`)}
    LIMIT ${search.limit}`;
}
