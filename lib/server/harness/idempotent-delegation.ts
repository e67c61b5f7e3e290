import "server-only";
import { createHash } from "node:crypto";
import { canonicalJson } from "@/lib/domain/http-rules";
import { ApiFailure } from "@/lib/server/api/failure";
import { db } from "@/lib/server/db";
import { errorFields, log } from "@/lib/server/log";
import { countDelegation, decideDelegation } from "./delegation-decision";
import type { DelegateResponse, Delegation, Sender } from "./delegation-decision";

/** rules §6.2: a key answers the same for 24 hours, then it is free again (and swept). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type IdempotencyKey = { scope: string; key: string };

/**
 * A delegation sent with an Idempotency-Key: the first request with that key is decided and logged
 * with its answer in one transaction; every later one with the same body gets that answer and adds
 * no row, on any instance; one with another body is refused. Concurrent requests with one key race
 * on the record's unique (scope, key): the database lets exactly one commit, and the others (which
 * wait for it, on PostgreSQL as on SQLite's one connection) read its answer.
 */
export async function submitIdempotentDelegation(
  request: Delegation,
  sender: Sender,
  id: IdempotencyKey,
): Promise<DelegateResponse> {
  // Called only through delegate.ts's submitDelegation, the one door for a delegation.
  sweepNowAndThen();
  const requestHash = createHash("sha256").update(canonicalJson(request)).digest("base64url");
  const earlier = await readRecord(id);
  if (earlier) return replay(earlier, requestHash);

  const decision = await decideDelegation(request, sender);
  try {
    await db.$transaction(async (tx) => {
      // An expired record of this key no longer answers; it must not block the key's new first use.
      await tx.idempotencyRecord.deleteMany({ where: { ...id, createdAt: { lt: windowStart() } } });
      await tx.idempotencyRecord.create({
        data: { ...id, requestHash, status: 200, response: JSON.stringify(decision.response) },
      });
      await tx.delegationRequest.create({ data: decision.row, select: { id: true } });
    });
  } catch (error) {
    const winner = isUniqueViolation(error) ? await readRecord(id) : null;
    if (!winner) throw error;
    return replay(winner, requestHash);
  }
  countDelegation(decision.row);
  return decision.response;
}

type StoredAnswer = { requestHash: string; response: string };

async function readRecord(id: IdempotencyKey): Promise<StoredAnswer | null> {
  const record = await db.idempotencyRecord.findUnique({
    where: { scope_key: id },
    select: { requestHash: true, response: true, createdAt: true },
  });
  return record && record.createdAt >= windowStart() ? record : null;
}

function replay(stored: StoredAnswer, requestHash: string): DelegateResponse {
  if (stored.requestHash !== requestHash) throw new ApiFailure("idempotency_key_reused");
  return JSON.parse(stored.response) as DelegateResponse;
}

const windowStart = () => new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

// Expired records are deleted by whichever instance next takes a keyed request, at most every ten
// minutes each: a schedule, not state (any instance's sweep serves all).
let lastSweep = 0;
function sweepNowAndThen(): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  void sweepExpiredIdempotencyRecords().catch((error: unknown) =>
    log.warn({ event: "idempotency_sweep_failed", ...errorFields(error) }, "idempotency sweep failed"),
  );
}

/** Deletes the records past the window; returns how many. */
export async function sweepExpiredIdempotencyRecords(): Promise<number> {
  const { count } = await db.idempotencyRecord.deleteMany({ where: { createdAt: { lt: windowStart() } } });
  return count;
}
