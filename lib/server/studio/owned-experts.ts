import "server-only";
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

/** The creator's Experts, newest change first, with the harness verdict on their subagent specs. */
export async function listExpertsOwnedBy(ownerId: string): Promise<StudioExpertRow[]> {
  const rows = await db.expert.findMany({
    where: { ownerId, deletedAt: null },
    orderBy: { updatedAt: "desc" },
    select: { id: true, slug: true, name: true, status: true, updatedAt: true, _count: { select: { subagents: true } } },
  });
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
