import "server-only";
import { readVersionConfig, servesLive } from "@/lib/domain/expert-version";
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

/**
 * Published, non-deleted Experts by name, as their live version says (SPEC §10); `query` matches
 * name, slug, description or brief; `plugin` must be enabled.
 */
export async function listMarketplaceExperts(filter: MarketplaceFilter = {}): Promise<MarketplaceCard[]> {
  const q = (filter.query ?? "").trim().toLowerCase();
  const plugin = (filter.plugin ?? "").trim();
  const rows = await db.expert.findMany({
    where: { status: "published", deletedAt: null, liveVersionId: { not: null } },
    orderBy: [{ liveNameKey: "asc" }, { id: "asc" }],
    select: { id: true, slug: true, owner: { select: { name: true } }, liveVersion: { select: { config: true } } },
    take: SEARCH_WINDOW,
  });
  return rows
    .map((row) => ({ ...row, live: readVersionConfig(row.liveVersion?.config) }))
    .filter(({ slug, live }) => !q || [live.name, slug, live.description, live.delegationBrief ?? ""].some((t) => t.toLowerCase().includes(q)))
    .filter(({ live }) => !plugin || live.plugins.includes(plugin))
    .map(({ id, slug, live, owner }) => ({
      id,
      slug,
      name: live.name,
      description: live.description,
      priceLabel: live.priceLabel,
      plugins: live.plugins,
      creator: owner.name,
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
 * admins, so a URL reveals nothing a search would not. A published Expert shows its live version to
 * everyone (SPEC §10); one without a live version shows its draft to those who may see it.
 */
export async function getMarketplaceExpert(slug: string, viewer: MarketplaceViewer): Promise<MarketplaceExpert | null> {
  const isAdmin = viewer?.role === "admin";
  const row = await db.expert.findFirst({
    where: {
      slug: slug.toLowerCase(),
      ...(isAdmin ? {} : { OR: [{ status: "published", deletedAt: null }, ...(viewer ? [{ ownerId: viewer.id }] : [])] }),
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
      grants: { where: { userId: viewer?.id ?? "" }, select: { kind: true } },
      liveVersion: { select: { config: true } },
    },
  });
  if (!row) return null;
  const deleted = row.deletedAt !== null;
  const shown = row.liveVersion && servesLive({ status: row.status, deleted, hasLive: true })
    ? readVersionConfig(row.liveVersion.config)
    : { ...row, plugins: stringList(row.plugins) };
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
