import Link from "next/link";
import { Badge } from "@/components/admin/badge";
import { ExpertLink } from "@/components/admin/expert-link";
import { PersonLink } from "@/components/admin/person-link";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { EmptyState, SectionCard, inputClass, secondaryButton, tableClass, tdClass, thClass } from "@/components/admin/section-card";
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
      <div>
        <h1 className="text-2xl font-semibold">Delegation log</h1>
        <p className="text-slate-600">Every request to the delegate endpoint, newest first.</p>
      </div>
      <SectionCard id="failures" title="Failures in the last 24 hours, by cause" description="The real cause, for admins; the calling model is told only the sentence SPEC §6 fixes.">
        {failures.length === 0 ? (
          <EmptyState>No delegation failed in the last 24 hours.</EmptyState>
        ) : (
          <table className={tableClass}>
            <caption className="sr-only">Failures by cause</caption>
            <thead><tr><th className={thClass} scope="col">Cause</th><th className={thClass} scope="col">Count</th></tr></thead>
            <tbody>
              {failures.map((f) => (
                <tr key={f.cause ?? "none"}><td className={tdClass}>{f.label}</td><td className={tdClass}>{f.count}</td></tr>
              ))}
            </tbody>
          </table>
        )}
      </SectionCard>
      <form role="search" aria-label="Filter the delegation log" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="outcome" className="block text-sm font-medium text-slate-700">Outcome</label>
          <select id="outcome" name="outcome" defaultValue={outcome ?? ""} className={inputClass}>
            <option value="">Any</option>
            <option value="accepted">Accepted</option>
            <option value="failed">Failed</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="user" className="block text-sm font-medium text-slate-700">User (email or id)</label>
          <input id="user" name="user" defaultValue={user} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="expert" className="block text-sm font-medium text-slate-700">Expert, from or to (slug or id)</label>
          <input id="expert" name="expert" defaultValue={expert} className={inputClass} />
        </div>
        <button className={secondaryButton}>Filter</button>
        <a href={`/admin/delegations/export?${new URLSearchParams(Object.entries({ outcome, user, expert }).filter((e): e is [string, string] => Boolean(e[1])))}`} className={secondaryButton} download>
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
      </form>
      {requests.length === 0 ? (
        <EmptyState>{filtered ? "No delegation request matches these filters." : "No delegation request has been logged yet."}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className={tableClass}>
            <caption className="sr-only">Delegation requests</caption>
            <thead>
              <tr>
                {["Time (UTC)", "User", "From", "To", "Chain", "Outcome", "Answer to the model", "Why (admins only)", "Request id"].map((h) => (
                  <th key={h} className={thClass} scope="col">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id}>
                  <td className={`${tdClass} whitespace-nowrap`}><time dateTime={r.createdAt.toISOString()}>{r.createdAt.toISOString().slice(0, 19).replace("T", " ")}</time></td>
                  <td className={tdClass}>{r.user ? <PersonLink person={r.user} /> : <span className="font-mono text-xs">{r.userRef}</span>}</td>
                  <td className={tdClass}><ExpertLink expert={r.from} ref_={r.fromRef} /></td>
                  <td className={tdClass}><ExpertLink expert={r.to} ref_={r.toRef} /></td>
                  <td className={`${tdClass} font-mono text-xs`}>{r.chain.join(" → ") || "—"}</td>
                  <td className={tdClass}><Badge tone={r.status === "accepted" ? "good" : "bad"}>{r.status}</Badge></td>
                  <td className={tdClass}>{r.error ?? "—"}</td>
                  <td className={tdClass}>
                    {r.why ?? "—"}
                    {r.status === "failed" && r.user && r.from ? (
                      <>
                        {" "}
                        <Link
                          className="text-indigo-700 underline"
                          href={`/admin/roster?${new URLSearchParams({ user: r.user.email, expert: r.from.slug, message: `@${r.to?.slug ?? r.toRef}` })}`}>
                          Explain the roster
                        </Link>
                      </>
                    ) : null}
                  </td>
                  <td className={`${tdClass} font-mono text-xs`}>{r.requestId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PaginationNav info={info} basePath="/admin/delegations" params={{ outcome, user, expert }} label="Delegation log pages" />
    </div>
  );
}
