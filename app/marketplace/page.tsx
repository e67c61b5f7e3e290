import type { Metadata } from "next";
import Link from "next/link";
import { ExpertCard } from "@/components/marketplace/expert-card";
import { MarketplaceSearchForm } from "@/components/marketplace/search-form";
import { CursorNav } from "@/components/cursor-nav";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/section-card";
import { getPlugin } from "@/lib/domain/catalog";
import { pageRequest } from "@/lib/domain/cursor";
import { getViewer } from "@/lib/server/auth/session";
import { listMarketplaceExperts } from "@/lib/server/marketplace/marketplace";

export const metadata: Metadata = { title: "Marketplace" };

type SearchParams = Promise<{
  q?: string | string[];
  plugin?: string | string[];
  after?: string | string[];
  before?: string | string[];
}>;

export default async function MarketplacePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const q = first(params.q);
  const plugin = first(params.plugin);
  const viewer = await getViewer();
  const page = await listMarketplaceExperts(
    { query: q, plugin },
    viewer && { id: viewer.id, role: viewer.role },
    pageRequest(params),
  );
  const experts = page.items;
  const pluginName = plugin ? (getPlugin(plugin)?.name ?? plugin) : "";
  return (
    <div className="space-y-6">
      <PageHeader
        title="Marketplace"
        description="Published Experts you can get access to."
        actions={<MarketplaceSearchForm query={q} plugin={plugin} />}
      />
      {page.correctedQuery !== null && experts.length > 0 ? (
        <p role="status" className="text-sm text-slate-700">
          No Expert matches “<span dir="auto">{q}</span>”. Showing results for{" "}
          <Link
            href={{
              pathname: "/marketplace",
              query: plugin ? { q: page.correctedQuery, plugin } : { q: page.correctedQuery },
            }}
            className="font-semibold underline"
            dir="auto"
          >
            {page.correctedQuery}
          </Link>
          .
        </p>
      ) : null}
      {page.order === "name-many-matches" && experts.length > 0 ? (
        <p role="status" className="text-sm text-slate-700">
          So many Experts match “{q}” that they are listed by name. Add words to see the most relevant first.
        </p>
      ) : null}
      {experts.length === 0 ? (
        <EmptyState>
          {page.previous
            ? "No more Experts."
            : q || plugin
              ? emptyMessage(q, pluginName)
              : "No Experts have been published yet."}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Experts">
          {experts.map((e) => (
            <ExpertCard key={e.id} expert={e} />
          ))}
        </ul>
      )}
      <CursorNav
        next={page.next}
        previous={page.previous}
        basePath="/marketplace"
        params={{ q, plugin }}
        label="Marketplace pages"
      />
      <p className="text-sm text-slate-600">
        <Link href="/studio" className="underline">
          Build your own Expert in the Studio
        </Link>
      </p>
    </div>
  );
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

function emptyMessage(q: string, pluginName: string): string {
  const withPlugin = pluginName ? ` with the ${pluginName} plugin` : "";
  return q ? `No published Expert matches “${q}”${withPlugin}.` : `No published Expert uses the ${pluginName} plugin.`;
}
