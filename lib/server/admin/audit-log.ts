import "server-only";
import { AUDIT_ACTIONS, auditActionLabel } from "@/lib/domain/audit-actions";
import { describeDiff } from "@/lib/domain/audit-diff-text";
import { parseDay } from "@/lib/domain/csv";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { adminLog } from "./admin-log";
import { findUserByRef, resolveExpertRefs } from "@/lib/server/lookups";

/** `person` matches who acted or whose account changed; `from`/`to` are days (YYYY-MM-DD, UTC, inclusive). */
export type AuditFilters = {
  person?: string;
  expert?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
};

export type AuditQuery = { person?: string; expert?: string; action?: string; from?: string; to?: string };

/** The filters as a query string gives them, bounded (the page and the CSV export read them alike). */
export function auditFiltersFromQuery(query: AuditQuery): Omit<AuditFilters, "page"> {
  const text = (v: string | undefined) => (v ?? "").slice(0, 200);
  return {
    person: text(query.person),
    expert: text(query.expert),
    action: AUDIT_ACTIONS.includes(query.action ?? "") ? query.action : undefined,
    from: text(query.from),
    to: text(query.to),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function auditWhere(filters: AuditFilters): Promise<Prisma.AuditEventWhereInput> {
  const and: Prisma.AuditEventWhereInput[] = [];
  const personRef = filters.person?.trim();
  if (personRef) {
    const user = await findUserByRef(personRef);
    and.push(user ? { OR: [{ actorId: user.id }, { subjectUserId: user.id }] } : { id: "" });
  }
  const expertRef = filters.expert?.trim();
  if (expertRef) {
    const id = (await resolveExpertRefs([expertRef])).get(expertRef);
    and.push({ expertId: id ?? expertRef });
  }
  if (filters.action) and.push({ action: filters.action });
  const from = parseDay(filters.from);
  const to = parseDay(filters.to);
  if (from) and.push({ createdAt: { gte: from } });
  if (to) and.push({ createdAt: { lt: new Date(to.getTime() + DAY_MS) } });
  return { AND: and };
}

const eventSelect = {
  id: true,
  createdAt: true,
  action: true,
  version: true,
  diff: true,
  actor: { select: { id: true, email: true, name: true } },
  subjectUser: { select: { id: true, email: true, name: true } },
  expert: { select: { id: true, slug: true, name: true } },
} as const;

type EventRow = Prisma.AuditEventGetPayload<{ select: typeof eventSelect }>;

function toAuditEntry(r: EventRow) {
  return {
    id: r.id,
    createdAt: r.createdAt,
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    // Account events carry no Expert version.
    version: r.version > 0 ? r.version : null,
    actor: r.actor,
    subject: r.subjectUser,
    expert: r.expert,
    changes: describeDiff(r.diff),
  };
}
export type AuditEntry = ReturnType<typeof toAuditEntry>;

const auditLog = adminLog({
  where: auditWhere,
  count: (where) => db.auditEvent.count({ where }),
  find: (where, args) => db.auditEvent.findMany({ where, ...args, select: eventSelect }),
  describe: (rows) => rows.map(toAuditEntry),
});

/** Every change that matters, newest first, with who, on what and a readable diff. */
export async function listAuditLogForAdmin(viewer: Viewer | null, filters: AuditFilters) {
  const { info, entries } = await auditLog.page(viewer, filters);
  return { info, events: entries };
}

/** The whole filtered log for a CSV export, newest first, in keyset batches. */
export function exportAuditLogForAdmin(viewer: Viewer | null, filters: AuditFilters): AsyncGenerator<AuditEntry[]> {
  return auditLog.export(viewer, filters);
}
