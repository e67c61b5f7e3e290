import "server-only";
import { cursorPage, type CursorPage, FIRST_PAGE, type PageRequest } from "@/lib/domain/cursor";
import { slugify, uniqueSlug } from "@/lib/domain/slug";
import { db } from "@/lib/server/db";
import { resolveExpertSubagents } from "@/lib/server/harness/subagent-verdicts";

export type StudioExpertRow = {
  id: string;
  slug: string;
  name: string;
  status: "draft" | "published";
  updatedAt: Date;
  specCount: number;
  kept: number;
  dropped: number;
};

const ownedSelect = {
  id: true,
  slug: true,
  name: true,
  status: true,
  updatedAt: true,
  _count: { select: { subagents: true } },
} as const;

export const STUDIO_PAGE_SIZE = 25;

/**
 * One page of the creator's Experts, newest change first (then by id). A new Expert lands on the
 * first page, so it never shifts the pages after it.
 */
export async function listExpertsOwnedByPage(
  ownerId: string,
  page: PageRequest = FIRST_PAGE,
  limit = STUDIO_PAGE_SIZE,
): Promise<CursorPage<StudioExpertRow>> {
  const older = page.direction === "next";
  const at = page.cursor && typeof page.cursor.key === "string" ? new Date(page.cursor.key) : null;
  const c = at && !Number.isNaN(at.getTime()) ? { at, id: page.cursor!.id } : null;
  const past = older ? "lt" : "gt";
  const order = older ? "desc" : "asc";
  const rows = await db.expert.findMany({
    where: {
      ownerId,
      deletedAt: null,
      ...(c ? { OR: [{ updatedAt: { [past]: c.at } }, { updatedAt: c.at, id: { [past]: c.id } }] } : {}),
    },
    orderBy: [{ updatedAt: order }, { id: order }],
    take: limit + 1,
    select: ownedSelect,
  });
  const built = cursorPage(rows, limit, page.direction, c !== null, (r) => ({
    key: r.updatedAt.toISOString(),
    id: r.id,
  }));
  return { ...built, items: await withVerdicts(built.items, ownerId) };
}

type OwnedRow = Omit<StudioExpertRow, "specCount" | "kept" | "dropped"> & { _count: { subagents: number } };

function withVerdicts(rows: OwnedRow[], ownerId: string): Promise<StudioExpertRow[]> {
  return Promise.all(
    rows.map(async ({ _count, ...row }) => {
      const resolved = await resolveExpertSubagents(row.id, ownerId, "draft");
      const report = resolved ? resolved.subagentReport.filter((r) => r.source === "expert") : [];
      return {
        ...row,
        specCount: _count.subagents,
        kept: report.filter((r) => r.status === "kept").length,
        dropped: report.filter((r) => r.status === "dropped").length,
      };
    }),
  );
}

/** A free slug for a name; `-2`, `-3`… when taken (deleted Experts keep theirs). */
export async function suggestSlug(name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db.expert.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  return uniqueSlug(base, new Set(taken.map((t) => t.slug)));
}

export async function slugTaken(slug: string, exceptExpertId?: string): Promise<boolean> {
  const row = await db.expert.findUnique({ where: { slug }, select: { id: true } });
  return row !== null && row.id !== exceptExpertId;
}
