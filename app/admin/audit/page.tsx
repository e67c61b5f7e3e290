import Link from "next/link";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { PersonLink } from "@/components/admin/person-link";
import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-classes";
import { InlineForm, SelectField, TextField } from "@/components/ui/field";
import { PageHeader } from "@/components/ui/page-header";
import { cardClass, EmptyState } from "@/components/ui/section-card";
import { AUDIT_ACTIONS, auditActionLabel } from "@/lib/domain/audit-actions";
import { parsePage } from "@/lib/domain/pagination";
import { auditFiltersFromQuery, listAuditLogForAdmin, type AuditQuery } from "@/lib/server/admin/audit-log";
import { adminMetadata } from "@/lib/server/admin/metadata";
import { requireAdmin } from "@/lib/server/auth/session";

export const generateMetadata = adminMetadata("Audit log · Admin");

// One save can change hundreds of fields of long text: the page shows the start of each event's diff.
const SHOWN_CHANGES = 20;
const SHOWN_CHARS = 300;
const clipped = (text: string) => (text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

export default async function AdminAuditPage({
  searchParams,
}: {
  searchParams: Promise<AuditQuery & { page?: string }>;
}) {
  const viewer = await requireAdmin();
  const params = await searchParams;
  const filters = auditFiltersFromQuery(params);
  const { info, events } = await listAuditLogForAdmin(viewer, { ...filters, page: parsePage(params.page) });
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  const filtered = Object.keys(query).length > 0;
  return (
    <div className="space-y-4">
      <PageHeader
        title="Audit log"
        description="Every change that matters, newest first: Expert configuration, publishing, access, delegation settings, roles and account status, with who made it and what changed."
      />
      <InlineForm role="search" aria-label="Filter the audit log">
        <TextField id="person" name="person" label="Person (email or id)" defaultValue={filters.person} />
        <TextField id="expert" name="expert" label="Expert (slug or id)" defaultValue={filters.expert} />
        <SelectField id="action" name="action" label="Action" defaultValue={filters.action ?? ""}>
          <option value="">Any</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </SelectField>
        <TextField id="from" name="from" label="From (day)" type="date" defaultValue={filters.from} />
        <TextField id="to" name="to" label="To (day)" type="date" defaultValue={filters.to} />
        <Button type="submit">Filter</Button>
        <a href={`/admin/audit/export?${new URLSearchParams(query)}`} className={buttonClass()} download>
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
      </InlineForm>
      {events.length === 0 ? (
        <EmptyState>{filtered ? "No change matches these filters." : "No change has been recorded yet."}</EmptyState>
      ) : (
        <ol aria-label="Audit events" className="space-y-3">
          {events.map((e) => (
            <li key={e.id} className={cardClass("text-sm", "md")}>
              <p className="flex flex-wrap gap-x-2">
                <time dateTime={e.createdAt.toISOString()} className="text-slate-600">
                  {e.createdAt.toISOString().slice(0, 19).replace("T", " ")} UTC
                </time>
                <span className="font-medium">{e.actionLabel}</span>
                {e.expert ? (
                  <span>
                    on{" "}
                    <Link
                      href={`/admin/experts/${encodeURIComponent(e.expert.id)}`}
                      className="text-indigo-700 underline"
                    >
                      {e.expert.name}
                    </Link>{" "}
                    <span className="font-mono text-xs text-slate-600">@{e.expert.slug}</span>
                  </span>
                ) : null}
                {e.subject ? (
                  <span>
                    for <PersonLink person={e.subject} />
                  </span>
                ) : null}
                <span>by {e.actor ? <PersonLink person={e.actor} /> : "(system or deleted user)"}</span>
                {e.version !== null ? <span className="text-slate-600">version {e.version}</span> : null}
              </p>
              {e.changes.length === 0 ? (
                <p className="mt-2 text-slate-600">No field changed.</p>
              ) : (
                <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
                  {e.changes.slice(0, SHOWN_CHANGES).map((c) => (
                    <div key={c.field} className="contents">
                      <dt className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-700">{c.label}</dt>
                      <dd className="min-w-0 [overflow-wrap:anywhere]">
                        <del className="text-red-800">{clipped(c.before)}</del> <span aria-hidden="true">→</span>
                        <span className="sr-only">changed to</span>{" "}
                        <ins className="text-emerald-800 no-underline">{clipped(c.after)}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {e.changes.length > SHOWN_CHANGES ? (
                <p className="mt-1 text-slate-600">
                  …and {e.changes.length - SHOWN_CHANGES} more changes, left out to keep this page small (the CSV export
                  has every one).
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <PaginationNav info={info} basePath="/admin/audit" params={query} label="Audit log pages" />
    </div>
  );
}
