import "server-only";
import { rosterCandidateSelect } from "@/lib/server/harness/roster-candidates";
import { resolveExpertSubagents } from "@/lib/server/harness/subagent-verdicts";
import { db } from "@/lib/server/db";
import { stringList } from "@/lib/server/expert-columns";
import type { CursorPage } from "@/lib/domain/cursor";
import { MARKETPLACE_PAGE_SIZE, searchMarketplaceIds, type MarketplaceQuery, type PageRequest } from "./search";

export type MarketplaceCard = {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceLabel: string | null;
  plugins: string[];
  creator: string;
  /** The signed-in viewer already has access (false for visitors). */
  hasAccess: boolean;
};

export type MarketplaceFilter = MarketplaceQuery;

/**
 * One page of published, non-deleted Experts (by relevance when searching, else by name); `query`
 * matches name, slug, description or brief; `plugin` must be enabled. Cards say whether the viewer
 * already has access.
 */
export async function listMarketplaceExperts(
  filter: MarketplaceFilter = {},
  viewer: MarketplaceViewer = null,
  page: PageRequest = { direction: "next", cursor: null },
  limit = MARKETPLACE_PAGE_SIZE,
): Promise<CursorPage<MarketplaceCard>> {
  const found = await searchMarketplaceIds(filter, page, limit);
  const rows = await db.expert.findMany({
    where: { id: { in: found.items } },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      priceLabel: true,
      plugins: true,
      owner: { select: { name: true } },
      grants: { where: { userId: viewer?.id ?? "" }, select: { kind: true } },
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = found.items.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      priceLabel: row.priceLabel,
      plugins: stringList(row.plugins),
      creator: row.owner.name,
      hasAccess: row.grants.length > 0,
    }];
  });
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
 * admins, so a URL reveals nothing a search would not.
 */
export async function getMarketplaceExpert(slug: string, viewer: MarketplaceViewer): Promise<MarketplaceExpert | null> {
  const isAdmin = viewer?.role === "admin";
  const row = await db.expert.findFirst({
    where: {
      slug: slug.toLowerCase(),
      ...(isAdmin ? {} : { OR: [{ status: "published", deletedAt: null }, ...(viewer ? [{ ownerId: viewer.id }] : [])] }),
    },
    select: {
      ...rosterCandidateSelect,
      priceLabel: true,
      plugins: true,
      owner: { select: { name: true } },
      grants: { where: { userId: viewer?.id ?? "" }, select: { kind: true } },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    brief: row.delegationBrief && row.delegationBrief.trim() !== "" ? row.delegationBrief : null,
    delegatable: row.delegatable,
    status: row.status === "published" ? "published" : "draft",
    deleted: row.deletedAt !== null,
    priceLabel: row.priceLabel,
    plugins: stringList(row.plugins),
    creator: row.owner.name,
    subagents: await keptSubagents(row.id, row.ownerId),
    viewer: { isOwner: viewer?.id === row.ownerId, hasAccess: row.grants.length > 0, isAdmin },
  };
}


// Subagent resolution does not depend on the visitor, so it is read as the owner sees it, through
// the harness itself: the page lists exactly the subagents a session would get.
async function keptSubagents(expertId: string, ownerId: string) {
  const resolved = await resolveExpertSubagents(expertId, ownerId);
  return resolved && resolved.subagents.map((s) => ({ name: s.name, description: s.description }));
}
