import "server-only";
import { describeDiff } from "@/lib/domain/audit-diff-text";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice } from "@/lib/domain/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/server/admin/assert-admin";
import { db } from "@/lib/server/db";
import { resolveExpertRefs } from "@/lib/server/lookups";
import type { Viewer } from "@/lib/server/auth/users";

/** Every configuration change, newest first, with actor, Expert and a readable diff; filter by Expert id or slug. */
export async function listAuditLogForAdmin(viewer: Viewer | null, filters: { expert?: string; page?: number }) {
  assertAdmin(viewer);
  const expertRef = filters.expert?.trim();
  let where: Prisma.AuditEventWhereInput = {};
  if (expertRef) {
    const id = (await resolveExpertRefs([expertRef])).get(expertRef);
    where = { expertId: id ?? expertRef };
  }
  const page = filters.page ?? 1;
  const [total, rows] = await Promise.all([
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageSlice(page, ADMIN_PAGE_SIZE),
      select: {
        id: true, createdAt: true, action: true, version: true, diff: true,
        actor: { select: { email: true, name: true } },
        expert: { select: { id: true, slug: true, name: true } },
      },
    }),
  ]);
  return {
    info: pageInfo(page, ADMIN_PAGE_SIZE, total),
    events: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      action: r.action,
      version: r.version,
      actor: r.actor ? `${r.actor.name} (${r.actor.email})` : "(system or deleted user)",
      expert: r.expert,
      changes: describeDiff(r.diff),
    })),
  };
}
