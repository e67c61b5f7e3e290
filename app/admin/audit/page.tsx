import Link from "next/link";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { EmptyState, inputClass, secondaryButton } from "@/components/admin/section-card";
import { parsePage } from "@/lib/domain/pagination";
import { listAuditLogForAdmin } from "@/lib/server/admin/audit-log";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Audit log · Admin");

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<{ expert?: string; page?: string }> }) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const expert = (params.expert ?? "").slice(0, 200);
  const { info, events } = await listAuditLogForAdmin(viewer, { expert, page: parsePage(params.page) });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="text-slate-600">Every configuration change, newest first, with who made it and what changed.</p>
      </div>
      <form role="search" aria-label="Filter the audit log" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="expert" className="block text-sm font-medium text-slate-700">Expert (slug or id)</label>
          <input id="expert" name="expert" defaultValue={expert} className={inputClass} />
        </div>
        <button className={secondaryButton}>Filter</button>
      </form>
      {events.length === 0 ? (
        <EmptyState>{expert ? `No configuration change recorded for “${expert}”.` : "No configuration change has been recorded yet."}</EmptyState>
      ) : (
        <ol aria-label="Audit events" className="space-y-3">
          {events.map((e) => (
            <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
              <p className="flex flex-wrap gap-x-2">
                <time dateTime={e.createdAt.toISOString()} className="text-slate-600">{e.createdAt.toISOString().slice(0, 19).replace("T", " ")} UTC</time>
                <span className="font-medium">{e.action}</span>
                <span>
                  on <Link href={`/admin/experts/${encodeURIComponent(e.expert.id)}`} className="text-indigo-700 underline">{e.expert.name}</Link>{" "}
                  <span className="font-mono text-xs text-slate-600">@{e.expert.slug}</span>
                </span>
                <span>by {e.actor}</span>
                <span className="text-slate-600">version {e.version}</span>
              </p>
              {e.changes.length === 0 ? (
                <p className="mt-2 text-slate-600">No field changed.</p>
              ) : (
                <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
                  {e.changes.map((c) => (
                    <div key={c.field} className="contents">
                      <dt className="font-medium text-slate-700">{c.label}</dt>
                      <dd className="break-words">
                        <del className="text-red-800">{c.before}</del> <span aria-hidden="true">→</span><span className="sr-only">changed to</span>{" "}
                        <ins className="text-emerald-800 no-underline">{c.after}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      <PaginationNav info={info} basePath="/admin/audit" params={{ expert }} label="Audit log pages" />
    </div>
  );
}
