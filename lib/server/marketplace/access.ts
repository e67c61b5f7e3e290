import "server-only";
import { cursorPage, type Cursor, type CursorPage, type PageDirection } from "@/lib/domain/cursor";
import { mayUseExpert } from "@/lib/domain/expert-access";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordAccountChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";

export type GrantOutcome = "granted" | "already" | "owner" | "not_found";

/**
 * Records a purchase. Only a published, non-deleted Expert can be acquired; a second call changes
 * nothing, and an owner keeps their "created" grant.
 */
export async function grantPurchasedAccess(userId: string, expertId: string): Promise<GrantOutcome> {
  const expert = await db.expert.findFirst({
    where: { id: expertId, status: "published", deletedAt: null, liveVersionId: { not: null } },
    select: { ownerId: true, grants: { where: { userId }, select: { kind: true } } },
  });
  if (!expert) return "not_found";
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

export type MyExpert = {
  id: string;
  slug: string;
  name: string;
  description: string;
  kind: "purchased" | "created";
  status: "draft" | "published";
  deleted: boolean;
  delegatable: boolean;
  creator: string;
};

export const LIBRARY_PAGE_SIZE = 30;

/** One page of the Experts the user holds a grant for (purchased or created), deleted ones flagged, by name. */
export async function listMyExpertsPage(
  userId: string,
  page: { direction: PageDirection; cursor: Cursor | null } = { direction: "next", cursor: null },
  limit = LIBRARY_PAGE_SIZE,
): Promise<CursorPage<MyExpert>> {
  const forward = page.direction === "next";
  const order = forward ? "asc" : "desc";
  const c = page.cursor && typeof page.cursor.key === "string" ? { key: page.cursor.key, id: page.cursor.id } : null;
  const past = forward ? "gt" : "lt";
  const rows = await db.accessGrant.findMany({
    where: {
      userId,
      ...(c ? { OR: [{ expert: { nameKey: { [past]: c.key } } }, { expert: { nameKey: c.key }, expertId: { [past]: c.id } }] } : {}),
    },
    orderBy: [{ expert: { nameKey: order } }, { expertId: order }],
    take: limit + 1,
    select: {
      kind: true,
      expert: {
        select: {
          id: true,
          slug: true,
          name: true,
          nameKey: true,
          description: true,
          status: true,
          deletedAt: true,
          delegatable: true,
          owner: { select: { name: true } },
        },
      },
    },
  });
  const built = cursorPage(rows, limit, page.direction, c !== null, (r) => ({ key: r.expert.nameKey, id: r.expert.id }));
  return {
    ...built,
    items: built.items.map(({ kind, expert }) => ({
      id: expert.id,
      slug: expert.slug,
      name: expert.name,
      description: expert.description,
      kind: kind === "created" ? ("created" as const) : ("purchased" as const),
      status: expert.status === "published" ? ("published" as const) : ("draft" as const),
      deleted: expert.deletedAt !== null,
      delegatable: expert.delegatable,
      creator: expert.owner.name,
    })),
  };
}

/** Every Expert the user holds a grant for (purchased or created), deleted ones flagged, by name. */
export async function listMyExperts(userId: string): Promise<MyExpert[]> {
  const rows = await db.accessGrant.findMany({
    where: { userId },
    select: {
      kind: true,
      expert: {
        select: {
          id: true,
          slug: true,
          name: true,
          description: true,
          status: true,
          deletedAt: true,
          delegatable: true,
          liveName: true,
          liveDescription: true,
          liveDelegatable: true,
          owner: { select: { name: true } },
        },
      },
    },
  });
  return rows
    .map(({ kind, expert }) => ({
      id: expert.id,
      slug: expert.slug,
      // What users get is the live version (SPEC §10); the draft names one never published.
      name: expert.liveName ?? expert.name,
      description: expert.liveDescription ?? expert.description,
      kind: kind === "created" ? ("created" as const) : ("purchased" as const),
      status: expert.status === "published" ? ("published" as const) : ("draft" as const),
      deleted: expert.deletedAt !== null,
      delegatable: expert.liveDelegatable ?? expert.delegatable,
      creator: expert.owner.name,
    }))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1));
}

/** SPEC §5 "may use", by the same rule the harness applies (a "created" grant is the owner's). */
export function usableByUser(expert: Pick<MyExpert, "kind" | "status" | "deleted">): boolean {
  return mayUseExpert({ ownerIsUser: expert.kind === "created", hasAccess: true, status: expert.status, deleted: expert.deleted });
}
