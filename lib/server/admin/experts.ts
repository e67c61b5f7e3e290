import "server-only";
import { cursorPage, FIRST_PAGE, type PageRequest } from "@/lib/domain/cursor";
import { ADMIN_PAGE_SIZE } from "@/lib/domain/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/server/auth/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";

export const EXPERT_STATES = ["any", "published", "draft", "deleted"] as const;
export type ExpertState = (typeof EXPERT_STATES)[number];

export type ExpertSearch = {
  q?: string;
  state?: ExpertState;
  page?: PageRequest;
};

function stateWhere(state: ExpertState): Prisma.ExpertWhereInput {
  if (state === "deleted") return { deletedAt: { not: null } };
  if (state === "published" || state === "draft") return { status: state, deletedAt: null };
  return {};
}

/**
 * One page of any Expert of any owner in any state, deleted ones included, by name, slug, id or
 * owner email; by name, keyset on (name key, id) so Experts created meanwhile shift no page.
 */
export async function searchExpertsForAdmin(viewer: Viewer | null, search: ExpertSearch, limit = ADMIN_PAGE_SIZE) {
  assertAdmin(viewer);
  const q = (search.q ?? "").trim().toLowerCase().slice(0, 200);
  const page = search.page ?? FIRST_PAGE;
  const forward = page.direction === "next";
  const c = page.cursor && typeof page.cursor.key === "string" ? { key: page.cursor.key, id: page.cursor.id } : null;
  const past = forward ? "gt" : "lt";
  const order = forward ? ("asc" as const) : ("desc" as const);
  const where: Prisma.ExpertWhereInput = {
    AND: [
      stateWhere(search.state ?? "any"),
      q
        ? {
            OR: [
              { id: search.q?.trim() },
              { nameKey: { contains: q } },
              { slug: { contains: q } },
              { owner: { email: { contains: q } } },
            ],
          }
        : {},
      c ? { OR: [{ nameKey: { [past]: c.key } }, { nameKey: c.key, id: { [past]: c.id } }] } : {},
    ],
  };
  const rows = await db.expert.findMany({
    where,
    orderBy: [{ nameKey: order }, { id: order }],
    take: limit + 1,
    select: {
      id: true,
      slug: true,
      name: true,
      nameKey: true,
      status: true,
      deletedAt: true,
      delegatable: true,
      updatedAt: true,
      owner: { select: { email: true } },
      _count: { select: { subagents: true } },
    },
  });
  const built = cursorPage(rows, limit, page.direction, c !== null, (r) => ({ key: r.nameKey, id: r.id }));
  return {
    next: built.next,
    previous: built.previous,
    experts: built.items.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      status: r.status,
      deleted: r.deletedAt !== null,
      delegatable: r.delegatable,
      updatedAt: r.updatedAt,
      ownerEmail: r.owner.email,
      specCount: r._count.subagents,
    })),
  };
}

/** Small option lists for the roster explain form. */
export async function listPickerOptions(viewer: Viewer | null) {
  assertAdmin(viewer);
  const [users, experts] = await Promise.all([
    db.user.findMany({ orderBy: { email: "asc" }, take: 500, select: { email: true } }),
    db.expert.findMany({ orderBy: [{ nameKey: "asc" }, { id: "asc" }], take: 500, select: { slug: true, name: true } }),
  ]);
  return { userEmails: users.map((u) => u.email), experts };
}
