import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { fts5Match } from "@/lib/domain/search-terms";
import type { Db } from "@/lib/prisma-client";
import { after, orderBy, pluginOf, toNumber, toSample, vocabularyReads } from "./search-sql";
import type { SearchEngine, SearchRow } from "./search-sql";

// bm25 weights of the FTS5 columns (name, slug, description, brief): a name or slug match counts most.
const BM25 = Prisma.raw(`bm25("ExpertSearch", 10.0, 10.0, 2.0, 1.0)`);

/**
 * SQLite: the contentless FTS5 table "ExpertSearch" under the listing's key. bm25 is lower for a
 * better match, so relevance pages run in ascending rank.
 */
export function sqliteSearch(db: Db): SearchEngine {
  return {
    async sampleMatches(terms, size) {
      const [row] = await db.$queryRaw<Record<string, unknown>[]>`
        SELECT (SELECT min("key") FROM "ExpertListing") AS "firstKey", (SELECT max("key") FROM "ExpertListing") AS "lastKey", r."fromKey", r."sampled",
          (SELECT count(*) FROM "ExpertSearch" WHERE "ExpertSearch" MATCH ${fts5Match(terms)} AND "rowid" >= r."fromKey") AS "matched"
        FROM (SELECT min("key") AS "fromKey", count(*) AS "sampled" FROM (SELECT "key" FROM "ExpertListing" ORDER BY "key" DESC LIMIT ${size})) AS r`;
      return toSample(row);
    },
    async rankedPage(page) {
      const rows = await db.$queryRaw<{ key: unknown; sort: number }[]>`
        SELECT "key", "sort" FROM (
          SELECT "ExpertSearch"."rowid" AS "key", ${BM25} AS "sort" FROM "ExpertSearch"
          WHERE "ExpertSearch" MATCH ${fts5Match(page.terms)} ${pluginOf(page, Prisma.sql`"ExpertSearch"."rowid"`)}
        ) WHERE 1 ${after(page, Prisma.sql`"sort"`, Prisma.sql`"key"`, Prisma.sql`${page.after?.sort ?? 0}`)}
        ${orderBy(page, Prisma.sql`"sort"`, Prisma.sql`"key"`)} LIMIT ${page.limit}`;
      return rows.map((r) => ({ key: toNumber(r.key), sort: r.sort }));
    },
    async rankOf(terms, key) {
      // A range, not "rowid = ?": FTS5 ranks a single-row lookup with other statistics, so the
      // figure would differ from the page's and the cursor would skip rows.
      const [row] = await db.$queryRaw<{ sort: number }[]>`
        SELECT ${BM25} AS "sort" FROM "ExpertSearch" WHERE "ExpertSearch" MATCH ${fts5Match(terms)} AND "rowid" >= ${key} AND "rowid" <= ${key}`;
      return row ? row.sort : null;
    },
    async namedPage(page) {
      // The matches are many here: walk the name index and test each row against them (the unary
      // + keeps SQLite from driving the walk from the matches instead).
      const matches = Prisma.sql`IN (SELECT "rowid" FROM "ExpertSearch" WHERE "ExpertSearch" MATCH ${fts5Match(page.terms)})`;
      const value = Prisma.sql`${String(page.after?.sort ?? "")}`;
      const rows =
        page.plugin === null
          ? await db.$queryRaw<SearchRow[]>`
            SELECT l."key" AS "key", l."nameKey" AS "sort" FROM "ExpertListing" l
            WHERE +l."key" ${matches} ${after(page, Prisma.sql`l."nameKey"`, Prisma.sql`l."key"`, value)}
            ${orderBy(page, Prisma.sql`l."nameKey"`, Prisma.sql`l."key"`)} LIMIT ${page.limit}`
          : await db.$queryRaw<SearchRow[]>`
            SELECT p."listingKey" AS "key", p."nameKey" AS "sort" FROM "ExpertPlugin" p
            WHERE p."plugin" = ${page.plugin} AND +p."listingKey" ${matches} ${after(page, Prisma.sql`p."nameKey"`, Prisma.sql`p."listingKey"`, value)}
            ${orderBy(page, Prisma.sql`p."nameKey"`, Prisma.sql`p."listingKey"`)} LIMIT ${page.limit}`;
      return rows.map((r) => ({ key: toNumber(r.key), sort: String(r.sort) }));
    },
    ...vocabularyReads(db, "ExpertSearchVocab", "doc"),
  };
}
