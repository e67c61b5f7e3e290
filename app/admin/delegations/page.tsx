import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { ExpertLink } from "@/components/admin/expert-link";
import { PersonLink } from "@/components/admin/person-link";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { RunCell } from "@/components/admin/run-cell";
import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-classes";
import { InlineForm, SelectField, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, SectionCard } from "@/components/ui/section-card";
import { Table, Td, Th } from "@/components/ui/table";
import { parsePage } from "@/lib/domain/pagination";
import { countDelegationFailuresForAdmin, listDelegationsForAdmin } from "@/lib/server/admin/delegation-log";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Delegation log · Admin");

type Params = { outcome?: string; user?: string; expert?: string; page?: string };

export default async function AdminDelegationsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const outcome = params.outcome === "accepted" || params.outcome === "failed" ? params.outcome : undefined;
  const user = (params.user ?? "").slice(0, 200);
  const expert = (params.expert ?? "").slice(0, 200);
  const [{ info, requests }, failures] = await Promise.all([
    listDelegationsForAdmin(viewer, { outcome, user, expert, page: parsePage(params.page) }),
    countDelegationFailuresForAdmin(viewer),
  ]);
  const filtered = Boolean(outcome || user || expert);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Delegation log"
        description="Every request to the delegate endpoint, newest first, with how each accepted one's run went as its runtime reported it. The Key column shows what sent each one: an API key by its prefix, or HARNESS_TOKEN (the bootstrap key)."
      />
      <SectionCard
        id="failures"
        title="Failures in the last 24 hours, by cause"
        description="The real cause, for admins; the calling model is told only the one sentence it may see."
      >
        {failures.length === 0 ? (
          <EmptyState>No delegation failed in the last 24 hours.</EmptyState>
        ) : (
          <Table label="Failures by cause">
            <thead>
              <tr>
                <Th>Cause</Th>
                <Th>Count</Th>
              </tr>
            </thead>
            <tbody>
              {failures.map((f) => (
                <tr key={f.cause ?? "none"}>
                  <Td>{f.label}</Td>
                  <Td>{f.count}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </SectionCard>
      <InlineForm role="search" aria-label="Filter the delegation log">
        <SelectField id="outcome" name="outcome" label="Outcome" defaultValue={outcome ?? ""}>
          <option value="">Any</option>
          <option value="accepted">Accepted</option>
          <option value="failed">Failed</option>
        </SelectField>
        <TextField id="user" name="user" label="User (email or id)" defaultValue={user} />
        <TextField id="expert" name="expert" label="Expert, from or to (slug or id)" defaultValue={expert} />
        <Button type="submit">Filter</Button>
        <a
          href={`/admin/delegations/export?${new URLSearchParams(Object.entries({ outcome, user, expert }).filter((e): e is [string, string] => Boolean(e[1])))}`}
          className={buttonClass()}
          download
        >
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
      </InlineForm>
      {requests.length === 0 ? (
        <EmptyState>
          {filtered ? "No delegation request matches these filters." : "No delegation request has been logged yet."}
        </EmptyState>
      ) : (
        <Table label="Delegation requests" framed>
          <thead>
            <tr>
              {[
                "Time (UTC)",
                "User",
                "From",
                "To",
                "Chain",
                "Outcome",
                "Run",
                "Answer to the model",
                "Why (admins only)",
                "Key",
                "Request id",
              ].map((h) => (
                <Th key={h}>{h}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <Td className="whitespace-nowrap">
                  <time dateTime={r.createdAt.toISOString()}>
                    {r.createdAt.toISOString().slice(0, 19).replace("T", " ")}
                  </time>
                </Td>
                <Td>
                  {r.user ? <PersonLink person={r.user} /> : <span className="font-mono text-xs">{r.userRef}</span>}
                </Td>
                <Td>
                  <ExpertLink expert={r.from} ref_={r.fromRef} />
                </Td>
                <Td>
                  <ExpertLink expert={r.to} ref_={r.toRef} />
                </Td>
                <Td className="font-mono text-xs">{r.chain.join(" → ") || "—"}</Td>
                <Td>
                  <Badge tone={r.status === "accepted" ? "good" : "bad"}>{r.status}</Badge>
                </Td>
                <Td className="min-w-32">
                  <RunCell run={r.run} error={r.runError} durationMs={r.durationMs} />
                </Td>
                <Td className="min-w-48">{r.error ?? "—"}</Td>
                <Td className="min-w-56">
                  {r.why ?? "—"}
                  {r.status === "failed" && r.user && r.from ? (
                    <>
                      {" "}
                      <Link
                        className="text-indigo-700 underline"
                        href={`/admin/roster?${new URLSearchParams({ user: r.user.email, expert: r.from.slug, message: `@${r.to?.slug ?? r.toRef}` })}`}
                      >
                        Explain the roster
                      </Link>
                    </>
                  ) : null}
                </Td>
                <Td className="font-mono text-xs whitespace-nowrap">
                  {r.keyPrefix ? `${r.keyPrefix}…` : "HARNESS_TOKEN"}
                </Td>
                <Td className="font-mono text-xs">{r.requestId}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PaginationNav
        info={info}
        basePath="/admin/delegations"
        params={{ outcome, user, expert }}
        label="Delegation log pages"
      />
    </div>
  );
}
