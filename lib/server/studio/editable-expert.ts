import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/prisma-client";
import { AppError } from "@/lib/server/errors";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

export type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** The Expert the viewer may edit, read inside the caller's transaction; anyone else's reads as missing. */
export async function findEditable(tx: Tx, viewer: Viewer, expertId: string) {
  const expert = await tx.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { id: true, version: true, status: true, slug: true },
  });
  if (!expert) throw new AppError("not_found:expert");
  return expert;
}

/** Refuses a write from an editor that read an older version than the stored one. */
export function expectVersion(current: { version: number }, expectedVersion: number): void {
  if (current.version !== expectedVersion) throw new AppError("conflict:stale_version");
}

/**
 * Writes `data` and moves the version on by one, only from the version the editor read: a concurrent
 * write that won the race makes this throw, which rolls the caller's transaction back.
 */
export async function bumpVersion(
  tx: Tx,
  expertId: string,
  expectedVersion: number,
  data: Prisma.ExpertUncheckedUpdateManyInput = {},
) {
  const { count } = await tx.expert.updateMany({
    where: { id: expertId, version: expectedVersion },
    data: { ...data, version: { increment: 1 } },
  });
  if (count !== 1) throw new AppError("conflict:stale_version");
  return expectedVersion + 1;
}
