import "server-only";
import { readServedExpertView } from "@/lib/server/harness/expert-views";
import { db } from "@/lib/server/db";
import { stringList } from "@/lib/server/expert-columns";
import { readListingCards, type ListingCard } from "./listing-cards";
import { FIRST_PAGE, type PageRequest } from "@/lib/domain/cursor";
import { grantsOf } from "@/lib/server/auth/user-grant";
import { MARKETPLACE_PAGE_SIZE, searchMarketplaceKeys, type ListingPage, type MarketplaceQuery } from "./search";

export type MarketplaceCard = ListingCard;

export type MarketplaceFilter = MarketplaceQuery;
export type MarketplacePage = Omit<ListingPage, "items"> & { items: MarketplaceCard[] };

/**
 * One page of what the marketplace shows: published Experts with a live version, as that version
 * says (rules §10), found over the whole catalogue by search.ts. Cards say whether the viewer
 * already has access.
 */
export async function listMarketplaceExperts(
  filter: MarketplaceFilter = {},
  viewer: MarketplaceViewer = null,
  page: PageRequest = FIRST_PAGE,
  limit = MARKETPLACE_PAGE_SIZE,
): Promise<MarketplacePage> {
  const found = await searchMarketplaceKeys(filter, page, limit);
  const items = await readListingCards(found.items, viewer?.id ?? null);
  return { ...found, items };
}

export type MarketplaceViewer = { id: string; role: "user" | "admin" } | null;

export type MarketplaceExpert = Omit<MarketplaceCard, "hasAccess"> & {
  brief: string | null;
  delegatable: boolean;
  status: "draft" | "published";
  deleted: boolean;
  /** The subagents the harness keeps; null when the configuration cannot be loaded (deleted). */
  subagents: { name: string; description: string }[] | null;
  viewer: { isOwner: boolean; hasAccess: boolean; isAdmin: boolean };
};

/**
 * One Expert's page. Drafts and deleted Experts are null (404) for everyone but their owner and
 * admins, so a URL reveals nothing a search would not. A published Expert shows its live version to
 * everyone (rules §10); one without a live version shows its draft to those who may see it.
 */
export async function getMarketplaceExpert(slug: string, viewer: MarketplaceViewer): Promise<MarketplaceExpert | null> {
  const isAdmin = viewer?.role === "admin";
  const row = await db.expert.findFirst({
    where: {
      slug: slug.toLowerCase(),
      ...(isAdmin
        ? {}
        : { OR: [{ status: "published", deletedAt: null }, ...(viewer ? [{ ownerId: viewer.id }] : [])] }),
    },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      delegationBrief: true,
      delegatable: true,
      status: true,
      deletedAt: true,
      ownerId: true,
      priceLabel: true,
      plugins: true,
      owner: { select: { name: true } },
      grants: grantsOf(viewer?.id ?? ""),
    },
  });
  if (!row) return null;
  const deleted = row.deletedAt !== null;
  // Subagent resolution does not depend on the visitor, so the harness reads the Expert as its owner's
  // sessions get it: the page shows that configuration and exactly the subagents a session would get.
  const served = await readServedExpertView(row.id, row.ownerId);
  const shown = served?.live ?? { ...row, plugins: stringList(row.plugins) };
  return {
    id: row.id,
    slug: row.slug,
    name: shown.name,
    description: shown.description,
    brief: shown.delegationBrief && shown.delegationBrief.trim() !== "" ? shown.delegationBrief : null,
    delegatable: shown.delegatable,
    status: row.status,
    deleted,
    priceLabel: shown.priceLabel,
    plugins: shown.plugins,
    creator: row.owner.name,
    subagents: served?.subagents ?? null,
    viewer: { isOwner: viewer?.id === row.ownerId, hasAccess: row.grants.length > 0, isAdmin },
  };
}
