import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { EmptyState, inputClass, secondaryButton } from "@/components/admin/section-card";
import { CursorNav } from "@/components/cursor-nav";
import { Table, Td, Th } from "@/components/ui/table";
import { pageRequest } from "@/lib/domain/cursor";
import { EXPERT_STATES, searchExpertsForAdmin, type ExpertState } from "@/lib/server/admin/experts";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Experts · Admin");

type Params = { q?: string; state?: string; after?: string; before?: string };

export default async function AdminExpertsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const q = params.q ?? "";
  const state: ExpertState = EXPERT_STATES.find((s) => s === params.state) ?? "any";
  const { experts, next, previous } = await searchExpertsForAdmin(viewer, { q, state, page: pageRequest(params) });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Experts explorer</h1>
        <p className="text-slate-600">
          Any Expert of any owner, drafts and deleted ones included. Open one to see its resolution trace.
        </p>
      </div>
      <form role="search" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="q" className="block text-sm font-medium text-slate-700">
            Name, slug, id or owner email
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={`${inputClass} w-72`} />
        </div>
        <div className="space-y-1">
          <label htmlFor="state" className="block text-sm font-medium text-slate-700">
            State
          </label>
          <select id="state" name="state" defaultValue={state} className={inputClass}>
            <option value="any">Any</option>
            <option value="published">Published</option>
            <option value="draft">Draft</option>
            <option value="deleted">Deleted</option>
          </select>
        </div>
        <button className={secondaryButton}>Search</button>
      </form>
      {experts.length === 0 ? (
        <EmptyState>
          {previous ? "No more Experts." : q ? `No Expert matches “${q}”.` : "No Experts in this state."}
        </EmptyState>
      ) : (
        <Table label="Experts" className="rounded-lg border border-slate-200 bg-white">
          <thead>
            <tr>
              <Th>Expert</Th>
              <Th>Owner</Th>
              <Th>State</Th>
              <Th>Specs</Th>
              <Th>Updated</Th>
            </tr>
          </thead>
          <tbody>
            {experts.map((e) => (
              <tr key={e.id}>
                <Td>
                  <Link
                    href={`/admin/experts/${encodeURIComponent(e.id)}`}
                    className="font-medium text-indigo-700 underline"
                  >
                    {e.name}
                  </Link>
                  <div className="font-mono text-xs text-slate-600">
                    @{e.slug} · {e.id}
                  </div>
                </Td>
                <Td>{e.ownerEmail}</Td>
                <Td>
                  {e.deleted ? (
                    <Badge tone="bad">deleted</Badge>
                  ) : (
                    <Badge tone={e.status === "published" ? "good" : "warn"}>{e.status}</Badge>
                  )}
                  {e.delegatable ? null : (
                    <>
                      {" "}
                      <Badge>not delegatable</Badge>
                    </>
                  )}
                </Td>
                <Td>{e.specCount}</Td>
                <Td>
                  <time dateTime={e.updatedAt.toISOString()}>
                    {e.updatedAt.toISOString().slice(0, 16).replace("T", " ")}
                  </time>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <CursorNav
        next={next}
        previous={previous}
        basePath="/admin/experts"
        params={{ q, state: state === "any" ? undefined : state }}
        label="Experts pages"
      />
    </div>
  );
}
