import "server-only";
import { cursorPage, type CursorPage, FIRST_PAGE, type PageRequest } from "@/lib/domain/cursor";
import { mayUseExpert } from "@/lib/domain/expert-access";
import { publishedStatus } from "@/lib/domain/expert-version";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { sqlBoolean, type SqlBoolean, type SqlExpertStatus, type SqlGrantKind } from "@/lib/server/harness/sql-rows";

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

type MyExpertRow = {
  kind: SqlGrantKind;
  id: string;
  slug: string;
  name: string;
  sortKey: string;
  description: string;
  status: SqlExpertStatus;
  liveVersionId: string | null;
  deleted: SqlBoolean;
  delegatable: SqlBoolean;
  creator: string;
};

/**
 * One page of the Experts the user holds a grant for (purchased or created), deleted ones flagged,
 * by the name users get: the live version's (rules §10), the draft's for one never published. Raw
 * SQL because the order is on COALESCE of two columns, which Prisma's orderBy cannot say.
 */
export async function listMyExpertsPage(
  userId: string,
  page: PageRequest = FIRST_PAGE,
  limit = LIBRARY_PAGE_SIZE,
): Promise<CursorPage<MyExpert>> {
  const forward = page.direction === "next";
  const c = page.cursor && typeof page.cursor.key === "string" ? { key: page.cursor.key, id: page.cursor.id } : null;
  const order = Prisma.raw(forward ? "ASC" : "DESC");
  const sortKey = Prisma.sql`COALESCE(e."liveNameKey", e."nameKey")`;
  const rows = await db.$queryRaw<MyExpertRow[]>`
    SELECT g."kind", e."id", e."slug", COALESCE(e."liveName", e."name") AS "name", ${sortKey} AS "sortKey",
      COALESCE(e."liveDescription", e."description") AS "description", e."status", e."liveVersionId", e."deletedAt" IS NOT NULL AS "deleted",
      COALESCE(e."liveDelegatable", e."delegatable") AS "delegatable", u."name" AS "creator"
    FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId" JOIN "User" u ON u."id" = e."ownerId"
    WHERE g."userId" = ${userId} ${c ? Prisma.sql`AND (${sortKey}, e."id") ${Prisma.raw(forward ? ">" : "<")} (${c.key}, ${c.id})` : Prisma.empty}
    ORDER BY ${sortKey} ${order}, e."id" ${order}
    LIMIT ${limit + 1}`;
  const built = cursorPage(rows, limit, page.direction, c !== null, (r) => ({ key: r.sortKey, id: r.id }));
  return {
    ...built,
    items: built.items.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      kind: r.kind,
      status: publishedStatus(r),
      deleted: sqlBoolean(r.deleted),
      delegatable: sqlBoolean(r.delegatable),
      creator: r.creator,
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
          liveVersionId: true,
          owner: { select: { name: true } },
        },
      },
    },
  });
  return rows
    .map(({ kind, expert }) => ({
      id: expert.id,
      slug: expert.slug,
      // What users get is the live version (rules §10); the draft names one never published.
      name: expert.liveName ?? expert.name,
      description: expert.liveDescription ?? expert.description,
      kind,
      status: publishedStatus(expert),
      deleted: expert.deletedAt !== null,
      delegatable: expert.liveDelegatable ?? expert.delegatable,
      creator: expert.owner.name,
    }))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1));
}

/** rules §5 "may use", by the same rule the harness applies (a "created" grant is the owner's). */
export function usableByUser(expert: Pick<MyExpert, "kind" | "status" | "deleted">): boolean {
  return mayUseExpert({
    ownerIsUser: expert.kind === "created",
    hasAccess: true,
    status: expert.status,
    deleted: expert.deleted,
  });
}
