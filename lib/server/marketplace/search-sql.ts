import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Cursor, PageDirection } from "@/lib/domain/cursor";

export type SearchRow = { id: string; key: number };

export type RankedSearch = {
  terms: string[];
  plugin: string | null;
  direction: PageDirection;
  cursor: Cursor | null;
  limit: number;
  /** Only this Expert: reads its current rank, to continue a search from it. */
  onlyId?: string;
};

/** The keyset condition and order of a page of ranked rows ("key", "id"), in the direction read. */
export function keysetAfter(search: RankedSearch, key: Prisma.Sql): Prisma.Sql {
  const forward = search.direction === "next";
  const order = Prisma.raw(forward ? "ASC" : "DESC");
  if (!search.cursor) return Prisma.sql`ORDER BY "key" ${order}, "id" ${order}`;
  const cmp = Prisma.raw(forward ? ">" : "<");
  return Prisma.sql`WHERE ("key", "id") ${cmp} (${key}, ${search.cursor.id}) ORDER BY "key" ${order}, "id" ${order}`;
}
