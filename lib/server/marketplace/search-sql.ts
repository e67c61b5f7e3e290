import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PageDirection } from "@/lib/domain/cursor";
import type { MatchSample } from "@/lib/domain/match-estimate";
import type { SearchTerm } from "@/lib/domain/search-terms";
import type { KnownTerm } from "@/lib/domain/typo-correction";
import type { Db } from "@/lib/prisma-client";

/** A page of listing keys: by relevance (`sort` a number, lower first) or by name (`sort` the name key). */
export type SearchRow = { key: number; sort: number | string };

export type SearchPage = {
  terms: readonly SearchTerm[];
  plugin: string | null;
  direction: PageDirection;
  /** The row the page starts after (in the direction read), or null for the first page. */
  after: { sort: number | string; key: number } | null;
  limit: number;
};

/** One engine's full-text queries over "ExpertSearch" (kept by the marketplace_search migration's triggers). */
export type SearchEngine = {
  /** How many of the `size` most recently listed Experts match, and the key ranges (see estimateMatches). */
  sampleMatches(terms: readonly SearchTerm[], size: number): Promise<MatchSample>;
  /** A page by relevance, from every match. */
  rankedPage(page: SearchPage): Promise<SearchRow[]>;
  /** One listed Expert's relevance now, or null if it no longer matches. */
  rankOf(terms: readonly SearchTerm[], key: number): Promise<number | null>;
  /** A page of the matches by name. */
  namedPage(page: SearchPage): Promise<SearchRow[]>;
  /** Whether a listed Expert holds the word (`prefix`: a word beginning with it). */
  hasTerm(word: string, prefix: boolean): Promise<boolean>;
  /** The words of listed Experts from `from` (inclusive) to `to` (exclusive), `minLength`–`maxLength` letters long. */
  termsBetween(range: TermRange): Promise<KnownTerm[]>;
};

export type TermRange = { from: string; to: string; minLength: number; maxLength: number };

/** At most this many words are read to correct one search word (the first letter and length narrow them). */
const MAX_VOCABULARY_READ = 20_000;

/** The string right after every string that begins with `prefix`, in code-point order. */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop();
  if (last === undefined) return "";
  return chars.join("") + String.fromCodePoint(Math.min((last.codePointAt(0) ?? 0) + 1, 0x10ffff));
}

/** A page's plugin filter: the listing under `key` enables `page.plugin` (nothing when no plugin is chosen). */
export const pluginOf = (page: SearchPage, key: Prisma.Sql): Prisma.Sql =>
  page.plugin === null
    ? Prisma.empty
    : Prisma.sql`AND EXISTS (SELECT 1 FROM "ExpertPlugin" p WHERE p."listingKey" = ${key} AND p."plugin" = ${page.plugin})`;

/** The keyset condition of a page (`sort`, `key` after the cursor row, in the direction read). */
export function after(page: SearchPage, sort: Prisma.Sql, key: Prisma.Sql, value: Prisma.Sql): Prisma.Sql {
  if (!page.after) return Prisma.empty;
  const cmp = Prisma.raw(page.direction === "next" ? ">" : "<");
  return Prisma.sql`AND (${sort}, ${key}) ${cmp} (${value}, ${page.after.key})`;
}

export function orderBy(page: SearchPage, sort: Prisma.Sql, key: Prisma.Sql): Prisma.Sql {
  const order = Prisma.raw(page.direction === "next" ? "ASC" : "DESC");
  return Prisma.sql`ORDER BY ${sort} ${order}, ${key} ${order}`;
}

/** Raw counts and keys come back as bigint, number or null depending on the engine. */
export const toNumber = (value: unknown): number => Number(value ?? 0);

const toKnownTerms = (rows: { term: string; docs: unknown }[]): KnownTerm[] =>
  rows.map((r) => ({ term: r.term, docs: toNumber(r.docs) }));

export const toSample = (row: Record<string, unknown> | undefined): MatchSample => ({
  matched: toNumber(row?.matched),
  sampled: toNumber(row?.sampled),
  firstKey: toNumber(row?.firstKey),
  fromKey: toNumber(row?.fromKey),
  lastKey: toNumber(row?.lastKey),
});

/**
 * The reads of an engine's word table (`table`: one row a word, its "term" and in `docs` how many
 * listed Experts hold it) that typo correction makes: both engines keep the same words, by the same
 * bounds (a prefix's range, a length window, at most MAX_VOCABULARY_READ words).
 */
export function vocabularyReads(
  db: Db,
  table: "ExpertSearchTerm" | "ExpertSearchVocab",
  docs: "docs" | "doc",
): Pick<SearchEngine, "hasTerm" | "termsBetween"> {
  const words = Prisma.raw(`"${table}"`);
  const docsColumn = Prisma.raw(`"${docs}"`);
  return {
    async hasTerm(word, prefix) {
      const match = prefix
        ? Prisma.sql`"term" >= ${word} AND "term" < ${prefixEnd(word)}`
        : Prisma.sql`"term" = ${word}`;
      const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM ${words} WHERE ${match} LIMIT 1`;
      return rows.length > 0;
    },
    async termsBetween({ from, to, minLength, maxLength }) {
      return toKnownTerms(
        await db.$queryRaw<{ term: string; docs: unknown }[]>`
          SELECT "term", ${docsColumn} AS "docs" FROM ${words}
          WHERE "term" >= ${from} AND "term" < ${to} AND length("term") BETWEEN ${minLength} AND ${maxLength} LIMIT ${MAX_VOCABULARY_READ}`,
      );
    },
  };
}
