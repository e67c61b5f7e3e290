import "server-only";
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isDatabaseUnavailable } from "@/lib/server/api/database-unavailable";
import { db } from "@/lib/server/db";

export type DelegationLogRow = Omit<Prisma.DelegationRequestUncheckedCreateInput, "id">;

/**
 * The delegation log's one writer in this process (rules §6: every outcome is logged before it is
 * answered). Rows that arrive while a write is under way are written together in one multi-row
 * INSERT, one statement and so one commit: on SQLite each commit waits for the disk with the whole
 * process blocked (better-sqlite3 is synchronous), and under 100 concurrent delegations a commit per
 * row left requests waiting past 10 s. Each caller's promise settles only once its own row is
 * committed, so nothing is acknowledged that is not in the log.
 */
const BATCH = 500; // 15 columns a row: well under SQLite's and PostgreSQL's bound-parameter limits

type Waiting = { row: DelegationLogRow & { id: string }; done: (error?: Error) => void };
const queue: Waiting[] = [];
let writing = false;

/** Logs one delegation and resolves with its id (given, or made by newDelegationId) once it is committed. */
export function logDelegation(row: DelegationLogRow & { id?: string }): Promise<string> {
  const id = row.id ?? newDelegationId(row.createdAt instanceof Date ? row.createdAt : new Date());
  return new Promise((resolve, reject) => {
    queue.push({ row: { ...row, id }, done: (error) => (error === undefined ? resolve(id) : reject(error)) });
    if (!writing) void drain();
  });
}

async function drain(): Promise<void> {
  writing = true;
  try {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH);
      try {
        await db.delegationRequest.createMany({ data: batch.map((w) => w.row) });
        for (const w of batch) w.done();
      } catch (error) {
        // A database that does not answer fails them all at once (503 for each, not one timeout per row).
        if (isDatabaseUnavailable(error)) {
          for (const w of batch) w.done(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
        // One bad row must not fail the others: each is written on its own and gets its own outcome.
        for (const w of batch)
          await db.delegationRequest.create({ data: w.row, select: { id: true } }).then(
            () => w.done(),
            (error: unknown) => w.done(error instanceof Error ? error : new Error("write failed")),
          );
      }
    }
  } finally {
    writing = false;
  }
}

// Ids sort by time, then by order within this process (the admin log pages by createdAt, then id).
let sequence = 0;
export function newDelegationId(at: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `d${at.getTime().toString(36).padStart(9, "0")}${sequence.toString(36).padStart(4, "0")}${randomBytes(8).toString("hex")}`;
}
