import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { CursorNav } from "@/components/cursor-nav";
import { Button } from "@/components/ui/button";
import { InlineForm, SelectField, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/section-card";
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
      <PageHeader
        title="Experts explorer"
        description="Any Expert of any owner, drafts and deleted ones included. Open one to see its resolution trace."
      />
      <InlineForm role="search">
        <TextField
          id="q"
          name="q"
          type="search"
          label="Name, slug, id or owner email"
          defaultValue={q}
          frameClassName="w-72"
        />
        <SelectField id="state" name="state" label="State" defaultValue={state}>
          <option value="any">Any</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
          <option value="deleted">Deleted</option>
        </SelectField>
        <Button type="submit">Search</Button>
      </InlineForm>
      {experts.length === 0 ? (
        <EmptyState>
          {previous ? "No more Experts." : q ? `No Expert matches “${q}”.` : "No Experts in this state."}
        </EmptyState>
      ) : (
        <Table label="Experts" framed>
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
