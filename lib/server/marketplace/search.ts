import "server-only";
import { cursorPage, type CursorPage, type PageRequest } from "@/lib/domain/cursor";
import { estimateMatches } from "@/lib/domain/match-estimate";
import { searchTerms } from "@/lib/domain/search-terms";
import { correctionLengths, correctTerms, firstLetter, nearestTerms } from "@/lib/domain/typo-correction";
import { databaseEngine } from "@/lib/database-url";
import { db } from "@/lib/server/db";
import { postgresqlSearch } from "./search-postgresql";
import { prefixEnd, type SearchEngine, type SearchPage, type SearchRow } from "./search-sql";
import { sqliteSearch } from "./search-sqlite";

export const MARKETPLACE_PAGE_SIZE = 24;

/**
 * Past this many matches (estimated) a search lists them by name instead of by relevance: ranking
 * scores every match, which for a word in most of the catalogue costs more than the 50 ms a page
 * may take, and says little anyway. Even counting them costs that much on PostgreSQL (the GIN index
 * reads every match), so the figure is estimated from the most recently listed MATCH_SAMPLE.
 */
export const RANKED_MATCH_LIMIT = 5_000;
const MATCH_SAMPLE = 2_000;

export type MarketplaceQuery = { query?: string; plugin?: string };
/** How a page is ordered: by name (browsing, or a search matching too many to rank), or by relevance. */
export type MarketplaceOrder = "name" | "relevance" | "name-many-matches";
/** `correctedQuery`: the words searched instead of the typed ones ("Showing results for …"), or null. */
export type ListingPage = CursorPage<number> & { order: MarketplaceOrder; correctedQuery: string | null };

const engine = () => (databaseEngine() === "postgresql" ? postgresqlSearch(db) : sqliteSearch(db));

/**
 * One page of listing keys over the whole catalogue (only what the marketplace shows: published
 * Experts with a live version). With search words: by relevance (name first, then description,
 * then brief), or by name past RANKED_MATCH_LIMIT matches; without: by name.
 */
export async function searchMarketplaceKeys(
  filter: MarketplaceQuery,
  page: PageRequest,
  limit = MARKETPLACE_PAGE_SIZE,
  { rankedMatchLimit = RANKED_MATCH_LIMIT } = {},
): Promise<ListingPage> {
  const typed = searchTerms(filter.query ?? "");
  const { alternatives: terms, shownAs } = await correctUnknownWords(engine(), typed);
  const plugin = filter.plugin?.trim() || null;
  const key = page.cursor ? Number(page.cursor.id) : NaN;
  const cursor = page.cursor && Number.isSafeInteger(key) ? { sort: page.cursor.key, key } : null;
  const request: SearchPage = {
    terms,
    plugin,
    direction: cursor ? page.direction : "next",
    after: cursor,
    limit: limit + 1,
  };
  const { rows, order } =
    terms.length === 0
      ? { rows: await browse(request), order: "name" as const }
      : await search(request, rankedMatchLimit);
  const built = cursorPage(rows, limit, request.direction, cursor !== null, (r) => ({
    key: r.sort,
    id: String(r.key),
  }));
  return { ...built, items: built.items.map((r) => r.key), order, correctedQuery: shownAs };
}

/**
 * Each word that no listed Expert holds (the last as a prefix, as it is searched) is replaced by
 * its nearest known words within its typo budget (lib/domain/typo-correction.ts); known words are
 * searched as typed, so a word with any hit is never corrected away from them.
 */
async function correctUnknownWords(search: SearchEngine, terms: string[]) {
  const corrections = new Map<string, string[]>();
  await Promise.all(
    terms.map(async (word, i) => {
      const lengths = correctionLengths(word);
      if (!lengths || (await search.hasTerm(word, i === terms.length - 1))) return;
      const head = firstLetter(word);
      const known = await search.termsBetween({
        from: head,
        to: prefixEnd(head),
        minLength: lengths.min,
        maxLength: lengths.max,
      });
      corrections.set(word, nearestTerms(word, known));
    }),
  );
  return correctTerms(terms, corrections);
}

async function search(
  page: SearchPage,
  rankedMatchLimit: number,
): Promise<{ rows: SearchRow[]; order: MarketplaceOrder }> {
  const search = engine();
  // A cursor carries its order: a page goes on the way the first page went.
  const byName = page.after
    ? typeof page.after.sort === "string"
    : estimateMatches(await search.sampleMatches(page.terms, MATCH_SAMPLE)) > rankedMatchLimit;
  if (byName) return { rows: await search.namedPage(stringCursor(page)), order: "name-many-matches" };
  if (!page.after) return { rows: await search.rankedPage(page), order: "relevance" };
  // Go on from the cursor row's relevance as it is now: ranks move as Experts are listed, and a
  // stale figure would skip or repeat rows. A row that no longer matches keeps its old figure.
  const now = await search.rankOf(page.terms, page.after.key);
  return {
    rows: await search.rankedPage({ ...page, after: { key: page.after.key, sort: now ?? Number(page.after.sort) } }),
    order: "relevance",
  };
}

const stringCursor = (page: SearchPage): SearchPage =>
  page.after ? { ...page, after: { ...page.after, sort: String(page.after.sort) } } : page;

/** Every listed Expert by name, or a plugin's from its own index; keyset on (name key, listing key). */
async function browse(page: SearchPage): Promise<SearchRow[]> {
  const forward = page.direction === "next";
  const order = forward ? ("asc" as const) : ("desc" as const);
  const past = forward ? "gt" : "lt";
  const c = page.after ? { name: String(page.after.sort), key: page.after.key } : null;
  if (page.plugin === null) {
    const rows = await db.expertListing.findMany({
      where: c ? { OR: [{ nameKey: { [past]: c.name } }, { nameKey: c.name, key: { [past]: c.key } }] } : {},
      orderBy: [{ nameKey: order }, { key: order }],
      select: { key: true, nameKey: true },
      take: page.limit,
    });
    return rows.map((r) => ({ key: r.key, sort: r.nameKey }));
  }
  const rows = await db.expertPlugin.findMany({
    where: {
      plugin: page.plugin,
      ...(c ? { OR: [{ nameKey: { [past]: c.name } }, { nameKey: c.name, listingKey: { [past]: c.key } }] } : {}),
    },
    orderBy: [{ nameKey: order }, { listingKey: order }],
    select: { listingKey: true, nameKey: true },
    take: page.limit,
  });
  return rows.map((r) => ({ key: r.listingKey, sort: r.nameKey }));
}
