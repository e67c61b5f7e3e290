import "server-only";
import { db } from "@/lib/server/db";

/** Where a person lands after signing in with no page to return to: their Studio if they make Experts, else their library. */
export async function landingPathFor(userId: string): Promise<"/studio" | "/library"> {
  const owned = await db.expert.findFirst({ where: { ownerId: userId, deletedAt: null }, select: { id: true } });
  return owned ? "/studio" : "/library";
}
