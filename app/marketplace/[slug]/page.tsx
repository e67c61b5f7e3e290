import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getPlugin } from "@/lib/domain/catalog";
import { AccessPanel } from "@/components/marketplace/access-panel";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { SectionCard } from "@/components/ui/section-card";
import { getMarketplaceExpert } from "@/lib/server/marketplace/marketplace";
import { getViewer } from "@/lib/server/auth/session";

type Params = { params: Promise<{ slug: string }> };

// One read per request for both the title and the page; the viewer decides what may be seen.
const loadExpert = cache(async (slug: string) => getMarketplaceExpert(slug, await getViewer()));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const expert = await loadExpert((await params).slug);
  return { title: expert ? expert.name : "Page not found" };
}

export default async function MarketplaceExpertPage({ params }: Params) {
  const { slug } = await params;
  const viewer = await getViewer();
  const expert = await loadExpert(slug);
  if (!expert) notFound();
  const hidden = expert.deleted ? "deleted" : expert.status !== "published" ? "a draft" : null;
  return (
    <div className="space-y-6">
      <PageHeader title={expert.name} userText back={{ href: "/marketplace", label: "← Marketplace" }}>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
          by <bdi>{expert.creator}</bdi> · <span className="font-mono">@{expert.slug}</span>
        </p>
        {viewer && !hidden && (expert.viewer.isOwner || expert.viewer.hasAccess) ? (
          <p className="text-sm">
            <Link href={`/marketplace/${expert.slug}/playground`} className="text-indigo-700 underline">
              Try it in the playground
            </Link>
          </p>
        ) : null}
      </PageHeader>
      {hidden ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This Expert is {hidden}: only its creator and admins can see this page.
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <SectionCard id="about-heading" title="About">
            <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700" dir="auto">
              {expert.description || "No description yet."}
            </p>
          </SectionCard>
          <SectionCard id="accepts-heading" title="What it accepts and produces">
            <p className="text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700" dir="auto">
              {expert.brief ?? "The creator has not written a brief; other Experts see its description."}
            </p>
            {!expert.delegatable ? (
              <p className="mt-2 text-sm text-slate-600">This Expert does not accept delegation from other Experts.</p>
            ) : null}
          </SectionCard>
          <SectionCard id="subagents-heading" title="Subagents">
            {expert.subagents === null ? (
              <p className="text-sm text-slate-600">Not available for a deleted Expert.</p>
            ) : expert.subagents.length === 0 ? (
              <p className="text-sm text-slate-600">No subagents.</p>
            ) : (
              <ul aria-label="Subagents" className="space-y-2 text-sm">
                {expert.subagents.map((s) => (
                  <li key={s.name} className="[overflow-wrap:anywhere]">
                    <span className="font-mono font-medium">{s.name}</span>:{" "}
                    <span className="text-slate-700" dir="auto">
                      {s.description}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
          <SectionCard id="plugins-heading" title="Plugins">
            {expert.plugins.length === 0 ? (
              <p className="text-sm text-slate-600">No plugins.</p>
            ) : (
              <ul aria-label="Plugins" className="flex flex-wrap gap-2 text-xs">
                {expert.plugins.map((p) => (
                  <li key={p}>
                    <Badge>{getPlugin(p)?.name ?? p}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>
        </div>
        <AccessPanel expert={expert} signedIn={viewer !== null} />
      </div>
    </div>
  );
}
