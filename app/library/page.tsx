import type { Metadata } from "next";
import Link from "next/link";
import { CursorNav } from "@/components/cursor-nav";
import { RemoveAccessButton } from "@/components/marketplace/remove-access-button";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { cardClass, EmptyState } from "@/components/ui/section-card";
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
      <PageHeader
        title="Library"
        description={
          <>
            The Experts you can use: the ones you added from the marketplace and the ones you created (you edit those in
            the{" "}
            <Link href="/studio" className="text-indigo-700 underline">
              Studio
            </Link>
            ).
          </>
        }
      />
      {experts.length === 0 && page.previous ? (
        <EmptyState>No more Experts.</EmptyState>
      ) : experts.length === 0 ? (
        <EmptyState>
          You have no Experts yet.{" "}
          <Link href="/marketplace" className="text-indigo-700 underline">
            Browse the marketplace
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Library" className={cardClass("divide-y divide-slate-200", "none")}>
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
              <Badge>{e.kind === "created" ? "Created by you" : "Added from the marketplace"}</Badge>
              {flag(e) ? <Badge tone="warn">{flag(e)}</Badge> : null}
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
