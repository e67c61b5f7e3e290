import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { tsQuery, type SearchTerm } from "@/lib/domain/search-terms";
import type { Db } from "@/lib/prisma-client";
import { after, orderBy, pluginOf, toNumber, toSample, vocabularyReads } from "./search-sql";
import type { SearchEngine } from "./search-sql";

const query = (terms: readonly SearchTerm[]) => Prisma.sql`to_tsquery('simple', ${tsQuery(terms)})`;

/**
 * PostgreSQL: the stored tsvector "ExpertSearch"."document" (GIN index) under the listing's key,
 * weighted name and slug A, description B, brief C; its words counted in "ExpertSearchTerm". ts_rank is negated so relevance pages run in ascending
 * order as on SQLite, and cast to float8 so a cursor's figure compares exactly.
 */
export function postgresqlSearch(db: Db): SearchEngine {
  return {
    async sampleMatches(terms, size) {
      // The match is tested row by row on the sample (FILTER, not WHERE), never through the GIN
      // index: for a common word the index alone would read every match.
      const [row] = await db.$queryRaw<Record<string, unknown>[]>`
        WITH r AS (SELECT min("key") AS "fromKey", count(*) AS "sampled" FROM (SELECT "key" FROM "ExpertListing" ORDER BY "key" DESC LIMIT ${size}) AS k)
        SELECT (SELECT min("key") FROM "ExpertListing") AS "firstKey", (SELECT max("key") FROM "ExpertListing") AS "lastKey", r."fromKey", r."sampled",
          (SELECT count(*) FILTER (WHERE s."document" @@ ${query(terms)}) FROM "ExpertSearch" s WHERE s."key" >= r."fromKey") AS "matched"
        FROM r`;
      return toSample(row);
    },
    async rankedPage(page) {
      const rows = await db.$queryRaw<{ key: unknown; sort: number }[]>`
        SELECT "key", "sort" FROM (
          SELECT s."key" AS "key", (-ts_rank(s."document", q))::float8 AS "sort"
          FROM "ExpertSearch" s, ${query(page.terms)} AS q
          WHERE s."document" @@ q ${pluginOf(page, Prisma.sql`s."key"`)}
        ) AS m WHERE true ${after(page, Prisma.sql`"sort"`, Prisma.sql`"key"`, Prisma.sql`CAST(${page.after?.sort ?? 0} AS float8)`)}
        ${orderBy(page, Prisma.sql`"sort"`, Prisma.sql`"key"`)} LIMIT ${page.limit}`;
      return rows.map((r) => ({ key: toNumber(r.key), sort: Number(r.sort) }));
    },
    async rankOf(terms, key) {
      const [row] = await db.$queryRaw<{ sort: number }[]>`
        SELECT (-ts_rank(s."document", q))::float8 AS "sort" FROM "ExpertSearch" s, ${query(terms)} AS q
        WHERE s."key" = ${key} AND s."document" @@ q`;
      return row ? Number(row.sort) : null;
    },
    async namedPage(page) {
      // The matches are many here: walk the name index and test each row (a subquery per row, which
      // the planner cannot turn into a join). Left to itself it underestimates a prefix query and
      // reads every match through the GIN index, then sorts them: 100 times slower.
      const value = Prisma.sql`${String(page.after?.sort ?? "")}`;
      const hit = (key: Prisma.Sql) =>
        Prisma.sql`(SELECT s."document" @@ ${query(page.terms)} FROM "ExpertSearch" s WHERE s."key" = ${key})`;
      const rows =
        page.plugin === null
          ? await db.$queryRaw<{ key: unknown; sort: string }[]>`
            SELECT "key", "sort" FROM (
              SELECT l."key" AS "key", l."nameKey" AS "sort", ${hit(Prisma.sql`l."key"`)} AS "hit" FROM "ExpertListing" l
              WHERE true ${after(page, Prisma.sql`l."nameKey"`, Prisma.sql`l."key"`, value)}
              ${orderBy(page, Prisma.sql`l."nameKey"`, Prisma.sql`l."key"`)}
            ) AS w WHERE "hit" LIMIT ${page.limit}`
          : await db.$queryRaw<{ key: unknown; sort: string }[]>`
            SELECT "key", "sort" FROM (
              SELECT p."listingKey" AS "key", p."nameKey" AS "sort", ${hit(Prisma.sql`p."listingKey"`)} AS "hit" FROM "ExpertPlugin" p
              WHERE p."plugin" = ${page.plugin} ${after(page, Prisma.sql`p."nameKey"`, Prisma.sql`p."listingKey"`, value)}
              ${orderBy(page, Prisma.sql`p."nameKey"`, Prisma.sql`p."listingKey"`)}
            ) AS w WHERE "hit" LIMIT ${page.limit}`;
      return rows.map((r) => ({ key: toNumber(r.key), sort: String(r.sort) }));
    },
    ...vocabularyReads(db, "ExpertSearchTerm", "docs"),
  };
}
