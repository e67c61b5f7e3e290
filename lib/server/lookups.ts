import "server-only";
import { distinctRefs, matchExpertRefs } from "@/lib/domain/expert-refs";
import { db } from "./db";

/** A user by id or email. */
export async function findUserByRef(ref: string) {
  const rows = await db.user.findMany({
    where: { OR: [{ id: ref }, { email: ref.trim().toLowerCase() }] },
    select: { id: true, email: true, name: true, role: true, disabledAt: true },
    take: 2,
  });
  return rows.find((u) => u.id === ref) ?? rows[0] ?? null;
}

/** Resolves Expert references (ids or slugs) to ids; an id wins over a slug that spells the same. */
export async function resolveExpertRefs(refs: readonly string[]): Promise<Map<string, string>> {
  const { refs: unique, slugs } = distinctRefs(refs);
  if (unique.length === 0) return new Map();
  const rows = await db.expert.findMany({
    where: { OR: [{ id: { in: unique } }, { slug: { in: slugs } }] },
    select: { id: true, slug: true },
  });
  return matchExpertRefs(unique, rows);
}
