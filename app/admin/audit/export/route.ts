import { csvLine } from "@/lib/domain/csv";
import { auditFiltersFromQuery, exportAuditLogForAdmin } from "@/lib/server/admin/audit-log";
import { csvResponse } from "@/lib/server/admin/csv-response";
import { getViewer } from "@/lib/server/auth/session";

/** GET /admin/audit/export?…filters: the filtered audit log as CSV, streamed (admins only; others get 404). */
export async function GET(request: Request) {
  const viewer = await getViewer();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return csvResponse(viewer, "audit-log.csv", async function* () {
    yield csvLine([
      "time_utc",
      "action",
      "action_label",
      "actor_email",
      "subject_email",
      "expert_slug",
      "expert_version",
      "field",
      "before",
      "after",
    ]);
    for await (const batch of exportAuditLogForAdmin(viewer, auditFiltersFromQuery(query))) {
      for (const e of batch) {
        const head = [
          e.createdAt.toISOString(),
          e.action,
          e.actionLabel,
          e.actor?.email,
          e.subject?.email,
          e.expert?.slug,
          e.version,
        ];
        if (e.changes.length === 0) yield csvLine([...head, "", "", ""]);
        for (const c of e.changes) yield csvLine([...head, c.label, c.before, c.after]);
      }
    }
  });
}
