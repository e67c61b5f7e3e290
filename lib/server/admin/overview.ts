import "server-only";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";

export async function getAdminOverview(viewer: Viewer | null) {
  assertAdmin(viewer);
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [users, experts, published, delegationsLastDay, failuresLastDay, auditLastDay] = await Promise.all([
    db.user.count(),
    db.expert.count(),
    db.expert.count({ where: { status: "published", deletedAt: null } }),
    db.delegationRequest.count({ where: { createdAt: { gte: since } } }),
    db.delegationRequest.count({ where: { status: "failed", createdAt: { gte: since } } }),
    db.auditEvent.count({ where: { createdAt: { gte: since } } }),
  ]);
  return { users, experts, published, delegationsLastDay, failuresLastDay, auditLastDay };
}
