import "server-only";
import { ADMIN_PAGE_SIZE, pageInfo, pageSlice } from "@/lib/domain/pagination";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin } from "@/lib/server/admin/assert-admin";
import { db } from "@/lib/server/db";
import type { Viewer } from "@/lib/server/auth/users";

export const EXPERT_STATES = ["any", "published", "draft", "deleted"] as const;
export type ExpertState = (typeof EXPERT_STATES)[number];

export type ExpertSearch = { q?: string; state?: ExpertState; page?: number };

function stateWhere(state: ExpertState): Prisma.ExpertWhereInput {
  if (state === "deleted") return { deletedAt: { not: null } };
  if (state === "published" || state === "draft") return { status: state, deletedAt: null };
  return {};
}

/** Any Expert of any owner in any state, deleted ones included, by name, slug, id or owner email. */
export async function searchExpertsForAdmin(viewer: Viewer | null, search: ExpertSearch) {
  assertAdmin(viewer);
  const q = (search.q ?? "").trim().toLowerCase().slice(0, 200);
  const where: Prisma.ExpertWhereInput = {
    AND: [
      stateWhere(search.state ?? "any"),
      q
        ? { OR: [{ id: search.q?.trim() }, { nameKey: { contains: q } }, { slug: { contains: q } }, { owner: { email: { contains: q } } }] }
        : {},
    ],
  };
  const page = search.page ?? 1;
  const [total, rows] = await Promise.all([
    db.expert.count({ where }),
    db.expert.findMany({
      where,
      orderBy: [{ nameKey: "asc" }, { id: "asc" }],
      ...pageSlice(page, ADMIN_PAGE_SIZE),
      select: {
        id: true, slug: true, name: true, status: true, deletedAt: true, delegatable: true, updatedAt: true,
        owner: { select: { email: true } },
        _count: { select: { subagents: true } },
      },
    }),
  ]);
  return {
    info: pageInfo(page, ADMIN_PAGE_SIZE, total),
    experts: rows.map((r) => ({
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
