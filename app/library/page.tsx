import type { Metadata } from "next";
import Link from "next/link";
import { CursorNav } from "@/components/cursor-nav";
import { RemoveAccessButton } from "@/components/marketplace/remove-access-button";
import { pageRequest } from "@/lib/domain/cursor";
import { listMyExpertsPage, type MyExpert } from "@/lib/server/marketplace/my-experts";
import { requireViewer } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Library" };

type SearchParams = Promise<{ after?: string | string[]; before?: string | string[] }>;

export default async function LibraryPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer("/library");
  const page = await listMyExpertsPage(viewer.id, pageRequest(await searchParams));
  const experts = page.items;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Library</h1>
        <p className="text-slate-600">
          The Experts you can use: the ones you added from the marketplace and the ones you created (you edit those in
          the{" "}
          <Link href="/studio" className="text-indigo-700 underline">
            Studio
          </Link>
          ).
        </p>
      </div>
      {experts.length === 0 && page.previous ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No more Experts.
        </p>
      ) : experts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          You have no Experts yet.{" "}
          <Link href="/marketplace" className="text-indigo-700 underline">
            Browse the marketplace
          </Link>
        </p>
      ) : (
        <ul aria-label="Library" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {experts.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 basis-48">
                <h2 className="font-medium [overflow-wrap:anywhere]" dir="auto">
                  {e.deleted ? (
                    e.name
                  ) : (
                    <Link href={`/marketplace/${e.slug}`} className="hover:text-indigo-700 hover:underline">
                      {e.name}
                    </Link>
                  )}
                </h2>
                <p className="text-xs [overflow-wrap:anywhere] text-slate-600">
                  by <bdi>{e.creator}</bdi> · <span className="font-mono">@{e.slug}</span>
                </p>
              </div>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {e.kind === "created" ? "Created by you" : "Added from the marketplace"}
              </span>
              {flag(e) ? (
                <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">{flag(e)}</span>
              ) : null}
              {e.kind === "purchased" ? <RemoveAccessButton expertId={e.id} name={e.name} /> : null}
            </li>
          ))}
        </ul>
      )}
      <CursorNav next={page.next} previous={page.previous} basePath="/library" params={{}} label="Library pages" />
      <p className="text-sm text-slate-600">
        Choose which of them may call on each other in{" "}
        <Link href="/settings/delegation" className="text-indigo-700 underline">
          Settings → Delegation
        </Link>
        .
      </p>
    </div>
  );
}

function flag(e: MyExpert): string | null {
  if (e.deleted) return "Deleted by its creator";
  if (e.status !== "published") return e.kind === "created" ? "Draft" : "Unpublished by its creator";
  if (!e.delegatable) return "Does not accept delegation";
  return null;
}
