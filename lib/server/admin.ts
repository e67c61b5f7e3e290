import "server-only";
import { db } from "./db";

export async function getAdminOverview() {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [users, experts, published, delegationsLastDay] = await Promise.all([
    db.user.count(),
    db.expert.count(),
    db.expert.count({ where: { status: "published", deletedAt: null } }),
    db.delegationRequest.count({ where: { createdAt: { gte: since } } }),
  ]);
  return { users, experts, published, delegationsLastDay };
}
