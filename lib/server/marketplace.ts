import "server-only";
import { db } from "./db";

export type MarketplaceCard = {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceLabel: string | null;
  plugins: string[];
  creator: string;
};

/** Published, non-deleted Experts, by name; `query` matches name, description or brief. */
export async function listMarketplaceExperts(query = ""): Promise<MarketplaceCard[]> {
  const q = query.trim().toLowerCase();
  const rows = await db.expert.findMany({
    where: {
      status: "published",
      deletedAt: null,
      ...(q ? { OR: [{ nameKey: { contains: q } }, { slug: { contains: q } }, { description: { contains: query.trim() } }] } : {}),
    },
    orderBy: [{ nameKey: "asc" }, { id: "asc" }],
    select: { id: true, slug: true, name: true, description: true, priceLabel: true, plugins: true, owner: { select: { name: true } } },
    take: 200,
  });
  return rows.map(({ owner, plugins, ...row }) => ({ ...row, plugins: plugins as string[], creator: owner.name }));
}
