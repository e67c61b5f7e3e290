import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { sqlBoolean, type SqlBoolean, type SqlInteger } from "@/lib/server/harness/sql-rows";
import { toNumber } from "./search-sql";

export type ListingCard = {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceLabel: string | null;
  plugins: string[];
  creator: string;
  /** The viewer holds a grant for it (false for visitors). */
  hasAccess: boolean;
};

type Row = {
  key: SqlInteger;
  id: string;
  slug: string;
  name: string | null;
  description: string | null;
  priceLabel: string | null;
  creator: string;
  hasAccess: SqlBoolean;
};

/**
 * The cards of a page of listing keys, in that order, from the live columns (rules §10): two reads
 * whatever the page size (Prisma's nested select would make one per relation). A key unlisted
 * between the search and this read is left out rather than shown half.
 */
export async function readListingCards(keys: number[], viewerId: string | null): Promise<ListingCard[]> {
  if (keys.length === 0) return [];
  const [rows, plugins] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT l."key", e."id", e."slug", e."liveName" AS "name", e."liveDescription" AS "description", l."priceLabel", u."name" AS "creator",
        EXISTS (SELECT 1 FROM "AccessGrant" g WHERE g."expertId" = e."id" AND g."userId" = ${viewerId ?? ""}) AS "hasAccess"
      FROM "ExpertListing" l JOIN "Expert" e ON e."id" = l."expertId" JOIN "User" u ON u."id" = e."ownerId"
      WHERE l."key" IN (${Prisma.join(keys)})`,
    db.expertPlugin.findMany({
      where: { listingKey: { in: keys } },
      orderBy: [{ listingKey: "asc" }, { plugin: "asc" }],
      select: { listingKey: true, plugin: true },
    }),
  ]);
  const byKey = new Map(rows.map((row) => [toNumber(row.key), row]));
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    if (!row) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        name: row.name ?? "",
        description: row.description ?? "",
        priceLabel: row.priceLabel,
        plugins: plugins.filter((p) => p.listingKey === key).map((p) => p.plugin),
        creator: row.creator,
        hasAccess: sqlBoolean(row.hasAccess),
      },
    ];
  });
}
