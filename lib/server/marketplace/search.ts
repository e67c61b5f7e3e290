import "server-only";
import { cursorPage, type Cursor, type CursorPage, type PageDirection } from "@/lib/domain/cursor";
import { searchTerms } from "@/lib/domain/search-terms";
import { databaseUrl } from "@/lib/database-url";
import { db } from "@/lib/server/db";
import { rankedSearchPostgresql } from "./search-postgresql";
import type { RankedSearch, SearchRow } from "./search-sql";
import { rankedSearchSqlite } from "./search-sqlite";

export const MARKETPLACE_PAGE_SIZE = 24;

export type MarketplaceQuery = { query?: string; plugin?: string };
export type PageRequest = { direction: PageDirection; cursor: Cursor | null };

const ranked = (search: RankedSearch) =>
  /^postgres(ql)?:\/\//.test(databaseUrl()) ? rankedSearchPostgresql(db, search) : rankedSearchSqlite(db, search);

/**
 * One page of published Expert ids over the whole catalogue, in the database: by relevance when
 * there are search words (name and slug first, then description, then brief), else by name.
 */
export async function searchMarketplaceIds(filter: MarketplaceQuery, page: PageRequest, limit = MARKETPLACE_PAGE_SIZE): Promise<CursorPage<string>> {
  const terms = searchTerms(filter.query ?? "");
  const plugin = filter.plugin?.trim() || null;
  const rows = terms.length > 0 ? await rankedPage(terms, plugin, page, limit) : await browsePage(plugin, page, limit);
  const built = cursorPage<{ id: string; key: string | number }>(rows, limit, page.direction, page.cursor !== null, (r) => ({ key: r.key, id: r.id }));
  return { ...built, items: built.items.map((r) => r.id) };
}

async function rankedPage(terms: string[], plugin: string | null, page: PageRequest, limit: number): Promise<SearchRow[]> {
  const base = { terms, plugin, direction: page.direction, limit: limit + 1 };
  const cursor = page.cursor;
  if (!cursor || typeof cursor.key !== "number") return ranked({ ...base, cursor: null });
  // Continue from the cursor row's rank as it is now: SQLite's bm25 shifts as rows are added, and a
  // stale figure would skip or repeat rows. A row that no longer matches keeps its old figure.
  const [now] = await ranked({ ...base, direction: "next", cursor: null, limit: 1, onlyId: cursor.id });
  return ranked({ ...base, cursor: { key: now ? Number(now.key) : cursor.key, id: cursor.id } });
}

async function browsePage(plugin: string | null, page: PageRequest, limit: number): Promise<{ id: string; key: string }[]> {
  const forward = page.direction === "next";
  const cursor = page.cursor && typeof page.cursor.key === "string" ? page.cursor : null;
  const order = forward ? "asc" : "desc";
  const rows = await db.expert.findMany({
    where: {
      status: "published",
      deletedAt: null,
      ...(plugin === null ? {} : { pluginRows: { some: { plugin } } }),
      ...(cursor === null
        ? {}
        : forward
          ? { OR: [{ nameKey: { gt: String(cursor.key) } }, { nameKey: String(cursor.key), id: { gt: cursor.id } }] }
          : { OR: [{ nameKey: { lt: String(cursor.key) } }, { nameKey: String(cursor.key), id: { lt: cursor.id } }] }),
    },
    orderBy: [{ nameKey: order }, { id: order }],
    select: { id: true, nameKey: true },
    take: limit + 1,
  });
  return rows.map((r) => ({ id: r.id, key: r.nameKey }));
}
