import "server-only";
import { rosterCandidateSelect } from "@/lib/server/harness/roster-candidates";
import { resolveExpertSubagents } from "@/lib/server/harness/subagent-verdicts";
import { db } from "@/lib/server/db";
import { stringList } from "@/lib/server/expert-columns";

export type MarketplaceCard = {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceLabel: string | null;
  plugins: string[];
  creator: string;
};

export type MarketplaceFilter = { query?: string; plugin?: string };

// Text search runs in JS over a bounded page: SQLite's LIKE and PostgreSQL's LIKE disagree on case,
// and only `nameKey` is stored lower-cased. Past this many published Experts, add a search column.
const SEARCH_WINDOW = 1000;

/** Published, non-deleted Experts by name; `query` matches name, slug, description or brief; `plugin` must be enabled. */
export async function listMarketplaceExperts(filter: MarketplaceFilter = {}): Promise<MarketplaceCard[]> {
  const q = (filter.query ?? "").trim().toLowerCase();
  const plugin = (filter.plugin ?? "").trim();
  const rows = await db.expert.findMany({
    where: { status: "published", deletedAt: null },
    orderBy: [{ nameKey: "asc" }, { id: "asc" }],
    select: {
      id: true,
      slug: true,
      name: true,
      nameKey: true,
      description: true,
      delegationBrief: true,
      priceLabel: true,
      plugins: true,
      owner: { select: { name: true } },
    },
    take: SEARCH_WINDOW,
  });
  return rows
    .filter((row) => !q || [row.nameKey, row.slug, row.description, row.delegationBrief ?? ""].some((t) => t.toLowerCase().includes(q)))
    .map((row) => ({ ...row, plugins: stringList(row.plugins) }))
    .filter((row) => !plugin || row.plugins.includes(plugin))
    .map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      priceLabel: row.priceLabel,
      plugins: row.plugins,
      creator: row.owner.name,
    }));
}

export type MarketplaceViewer = { id: string; role: "user" | "admin" } | null;

export type MarketplaceExpert = MarketplaceCard & {
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
    status: row.status,
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
