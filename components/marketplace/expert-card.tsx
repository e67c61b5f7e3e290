import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { cardClass } from "@/components/ui/section-card";
import { getPlugin } from "@/lib/domain/catalog";
import type { MarketplaceCard } from "@/lib/server/marketplace/marketplace";

export function ExpertCard({ expert }: { expert: MarketplaceCard }) {
  return (
    <li className={cardClass("flex min-w-0 flex-col")}>
      <h2 className="font-semibold [overflow-wrap:anywhere]" dir="auto">
        <Link href={`/marketplace/${expert.slug}`} className="text-slate-900 hover:text-indigo-700 hover:underline">
          {expert.name}
        </Link>
      </h2>
      <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
        by <bdi>{expert.creator}</bdi> · <span className="font-mono">@{expert.slug}</span>
      </p>
      <p className="mt-2 flex-1 text-sm [overflow-wrap:anywhere] text-slate-700" dir="auto">
        {expert.description}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{expert.priceLabel ?? "Free"}</span>
        {expert.hasAccess ? <Badge tone="good">You have access</Badge> : null}
        {expert.plugins.map((p) => (
          <Badge key={p}>{getPlugin(p)?.name ?? p}</Badge>
        ))}
      </div>
    </li>
  );
}
