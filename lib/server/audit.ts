import "server-only";
import { diffSnapshots, type ExpertSnapshot, type SnapshotChange } from "@/lib/domain/expert-snapshot";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/prisma-client";
import { contentFromRow, EXPERT_CONTENT_SELECT } from "./expert-columns";

type Tx = Pick<Db, "expert" | "auditEvent" | "subagentSpec" | "builtinSwitch">;

/** Reads an Expert's current configuration as a snapshot (inside the caller's transaction). */
export async function readExpertSnapshot(tx: Tx, expertId: string): Promise<ExpertSnapshot | null> {
  const row = await tx.expert.findUnique({
    where: { id: expertId },
    select: { ...EXPERT_CONTENT_SELECT, status: true, deletedAt: true },
  });
  if (!row) return null;
  return { ...contentFromRow(row), status: row.status, deleted: row.deletedAt !== null };
}

/**
 * Records one configuration change with its full snapshot and a readable diff. Call it inside
 * the transaction that made the change, after the change, with the snapshot read before it.
 */
export async function recordExpertChange(
  tx: Tx,
  input: {
    expertId: string;
    actorId: string | null;
    action: string;
    before: ExpertSnapshot | null;
    /** A publication (rules §10): the live version it made, and what changed for users instead of the draft's diff. */
    live?: { number: number; changes: SnapshotChange[] };
  },
): Promise<void> {
  const after = await readExpertSnapshot(tx, input.expertId);
  if (!after) throw new Error(`recordExpertChange: expert ${input.expertId} does not exist`);
  const { version } = await tx.expert.findUniqueOrThrow({ where: { id: input.expertId }, select: { version: true } });
  await tx.auditEvent.create({
    data: {
      expertId: input.expertId,
      actorId: input.actorId,
      action: input.action,
      version,
      liveNumber: input.live?.number ?? null,
      snapshot: after,
      diff: (input.live?.changes ?? diffSnapshots(input.before, after)) as unknown as Prisma.InputJsonValue,
    },
  });
}

type AccountTx = Pick<Db, "auditEvent">;

/**
 * Records a change to a user's access, delegation settings, role or status (no Expert snapshot:
 * `changes` is the readable diff). Call it inside the transaction that made the change.
 */
export async function recordAccountChange(
  tx: AccountTx,
  input: {
    actorId: string | null;
    subjectUserId: string;
    expertId?: string;
    action: string;
    changes: SnapshotChange[];
  },
): Promise<void> {
  if (input.changes.length === 0) return;
  await tx.auditEvent.create({
    data: {
      actorId: input.actorId,
      subjectUserId: input.subjectUserId,
      expertId: input.expertId ?? null,
      action: input.action,
      version: 0,
      snapshot: {},
      diff: input.changes as unknown as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
}
