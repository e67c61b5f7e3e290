import "server-only";
import { distinctRefs, matchExpertRefs } from "@/lib/domain/expert-refs";
import { AppError } from "@/lib/server/errors";
import { db } from "./db";

// rules §6.1's user reference, written once: an id, or an email (trimmed, lower-cased); an id wins
// over an email that spells the same. Then an unknown user is a 404 and a disabled one a 403.
// Prisma reads use `userRefWhere`, raw SQL `USER_REF_SQL` with `userRefParams`.

/** The Prisma where clause of the users a reference may name (at most two: one by id, one by email). */
export function userRefWhere(ref: string) {
  return { OR: [{ id: ref }, { email: ref.trim().toLowerCase() }] };
}

/** The same condition on the User table in SQL; its parameters are `userRefParams(ref)`. */
export const USER_REF_SQL = `"id" = ? OR "email" = ?`;
export const userRefParams = (ref: string): [string, string] => [ref, ref.trim().toLowerCase()];

/** Of the rows a reference matched, the one it names: the id match, else the email match. */
export function pickUserByRef<T extends { id: string }>(rows: readonly T[], ref: string): T | null {
  return rows.find((u) => u.id === ref) ?? rows[0] ?? null;
}

/** rules §6.1's order: an unknown user is a 404, then, when the request needs an active one, a disabled user a 403. */
export function assertUsableUser<T extends { disabled: boolean }>(
  user: T | null | undefined,
  mustBeActive: boolean,
): asserts user is T {
  if (!user) throw new AppError("not_found:user");
  if (mustBeActive && user.disabled) throw new AppError("forbidden:user");
}

/** A user by id or email. */
export async function findUserByRef(ref: string) {
  const rows = await db.user.findMany({
    where: userRefWhere(ref),
    select: { id: true, email: true, name: true, role: true, disabledAt: true },
    take: 2,
  });
  return pickUserByRef(rows, ref);
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
