import "server-only";
import { SERVED_EXPERT_WHERE } from "@/lib/domain/expert-version";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAccountChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { grantsOf } from "@/lib/server/auth/user-grant";

export type GrantOutcome = "granted" | "already" | "owner";

/**
 * Records a purchase. Only a published, non-deleted Expert can be acquired; a second call changes
 * nothing, and an owner keeps their "created" grant. Drafts, deleted and missing Experts get the
 * same refusal: a URL must not reveal which it is.
 */
export async function grantPurchasedAccess(userId: string, expertId: string): Promise<GrantOutcome> {
  const expert = await db.expert.findFirst({
    where: { id: expertId, ...SERVED_EXPERT_WHERE },
    select: { ownerId: true, grants: grantsOf(userId) },
  });
  if (!expert) throw new AppError("not_found:expert", { message: "This Expert is not available." });
  if (expert.ownerId === userId) return "owner";
  if (expert.grants.length > 0) return "already";
  try {
    await db.$transaction(async (tx) => {
      await tx.accessGrant.create({ data: { userId, expertId, kind: "purchased" }, select: { userId: true } });
      await recordAccountChange(tx, {
        actorId: userId,
        subjectUserId: userId,
        expertId,
        action: "access.grant",
        changes: [{ field: "access", before: null, after: "purchased" }],
      });
    });
    return "granted";
  } catch (error) {
    // A double click can race to the same primary key: the grant exists, which is what was asked.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "already";
    throw error;
  }
}

/**
 * Removes an Expert the user added from the marketplace. Only a "purchased" grant of this user can
 * go: an owner's "created" grant and anyone else's are refused the same way, and nothing is removed.
 */
export async function removePurchasedAccess(userId: string, expertId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const removed = await tx.accessGrant.deleteMany({ where: { userId, expertId, kind: "purchased" } });
    if (removed.count === 0)
      throw new AppError("not_found:expert", {
        message: "This Expert is not in your library, or it is one you created.",
      });
    await recordAccountChange(tx, {
      actorId: userId,
      subjectUserId: userId,
      expertId,
      action: "access.revoke",
      changes: [{ field: "access", before: "purchased", after: null }],
    });
  });
}
