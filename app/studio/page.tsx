import type { Metadata } from "next";
import Link from "next/link";
import { CreateExpertForm } from "@/components/studio/create-expert-form";
import { StatusBadge } from "@/components/studio/status-badge";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, SectionCard } from "@/components/ui/section-card";
import { Table, Td, Th } from "@/components/ui/table";
import { requireViewer } from "@/lib/server/auth/session";
import { CursorNav } from "@/components/cursor-nav";
import { pageRequest } from "@/lib/domain/cursor";
import { listExpertsOwnedByPage } from "@/lib/server/studio/owned-experts";

export const metadata: Metadata = { title: "Studio" };

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

type SearchParams = Promise<{ after?: string | string[]; before?: string | string[] }>;

export default async function StudioPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer("/studio");
  const page = await listExpertsOwnedByPage(viewer.id, pageRequest(await searchParams));
  const experts = page.items;
  return (
    <div className="space-y-8">
      <PageHeader
        title="My Experts"
        description={
          <>
            The Experts you create: configure, preview and publish them here. Experts you added from the marketplace are
            in your{" "}
            <Link href="/library" className="text-indigo-700 underline">
              library
            </Link>
            .{" "}
            <Link href="/studio/analytics" className="text-indigo-700 underline">
              See how your Experts are used
            </Link>
            .
          </>
        }
      />
      <SectionCard id="new-expert-heading" title="New Expert">
        <CreateExpertForm />
      </SectionCard>
      {experts.length === 0 && page.previous ? (
        <EmptyState>No more Experts.</EmptyState>
      ) : experts.length === 0 ? (
        <EmptyState>You have not created an Expert yet. Give it a name above to start.</EmptyState>
      ) : (
        // Table scrolls inside its own focusable region on narrow screens, never the page.
        <Table label="Your Experts" framed>
          <thead className="bg-slate-50">
            <tr>
              <Th className="min-w-44 px-4">Name</Th>
              <Th className="px-4">Status</Th>
              <Th className="px-4">Subagents</Th>
              <Th className="px-4">Last change</Th>
            </tr>
          </thead>
          <tbody>
            {experts.map((e) => (
              <tr key={e.id}>
                <Td className="min-w-44 px-4 py-3" dir="auto">
                  <Link
                    href={`/studio/${e.id}`}
                    className="font-medium [overflow-wrap:anywhere] text-indigo-700 hover:underline"
                  >
                    {e.name}
                  </Link>{" "}
                  <span className="font-mono text-xs [overflow-wrap:anywhere] text-slate-500">@{e.slug}</span>
                </Td>
                <Td className="px-4 py-3">
                  <StatusBadge status={e.status} />
                </Td>
                <Td className="px-4 py-3">
                  {e.specCount === 0 ? (
                    <span className="text-slate-500">No specs</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      <Badge tone="kept">{e.kept} kept</Badge>
                      {e.dropped > 0 ? <Badge tone="dropped">{e.dropped} dropped</Badge> : null}
                    </span>
                  )}
                </Td>
                <Td className="px-4 py-3 text-slate-600">
                  <time dateTime={e.updatedAt.toISOString()}>{when(e.updatedAt)}</time>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CursorNav next={page.next} previous={page.previous} basePath="/studio" params={{}} label="Studio pages" />
    </div>
  );
}
