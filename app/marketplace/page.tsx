import type { Metadata } from "next";
import Link from "next/link";
import { listMarketplaceExperts } from "@/lib/server/marketplace";

export const metadata: Metadata = { title: "Marketplace" };

export default async function MarketplacePage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = (await searchParams).q ?? "";
  const experts = await listMarketplaceExperts(q);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Marketplace</h1>
          <p className="text-slate-600">Published Experts you can get access to.</p>
        </div>
        <form role="search" className="flex gap-2">
          <label htmlFor="q" className="sr-only">Search Experts</label>
          <input id="q" name="q" type="search" defaultValue={q} placeholder="Search Experts" className="rounded-md border border-slate-300 px-3 py-2 text-sm" />
          <button className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">Search</button>
        </form>
      </div>
      {experts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {q ? `No published Expert matches “${q}”.` : "No Experts have been published yet."}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Experts">
          {experts.map((e) => (
            <li key={e.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="font-semibold">{e.name}</h2>
              <p className="text-xs text-slate-500">by {e.creator} · <span className="font-mono">@{e.slug}</span></p>
              <p className="mt-2 flex-1 text-sm text-slate-700">{e.description}</p>
              <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
                <span className="font-medium text-slate-900">{e.priceLabel ?? "Free"}</span>
                {e.plugins.map((p) => (
                  <span key={p} className="rounded bg-slate-100 px-2 py-0.5 text-slate-600">{p}</span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-500"><Link href="/studio" className="underline">Build your own Expert in the Studio</Link></p>
    </div>
  );
}
