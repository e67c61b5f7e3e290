import "server-only";
import { countDelegation, decideDelegation } from "./delegation-decision";
import type { DelegateResponse, Delegation, Sender } from "./delegation-decision";
import { logDelegation } from "./delegation-log";
import { submitIdempotentDelegation, type IdempotencyKey } from "./idempotent-delegation";

/** The row a delegation was logged as: A2A answers with it as a Task, refused or not. */
export type LoggedDelegation = { id: string; from: string; to: string; createdAt: Date };

/** The §6 answer, and the logged row when this request wrote one (a replayed Idempotency-Key wrote none). */
export type SubmittedDelegation = { response: DelegateResponse; logged: LoggedDelegation | null };

/**
 * rules §6 delegate, the one door every machine client and the playground go through: re-checks
 * access and flags (not the policy), logs every outcome and counts it. With an Idempotency-Key
 * (rules §6.2) the first request's answer is kept and replayed.
 */
export async function submitDelegation(
  request: Delegation,
  sender: Sender,
): Promise<{ response: DelegateResponse; logged: LoggedDelegation }>;
export async function submitDelegation(
  request: Delegation,
  sender: Sender,
  idempotency?: IdempotencyKey,
): Promise<SubmittedDelegation>;
export async function submitDelegation(
  request: Delegation,
  sender: Sender,
  idempotency?: IdempotencyKey,
): Promise<SubmittedDelegation> {
  if (idempotency) return { response: await submitIdempotentDelegation(request, sender, idempotency), logged: null };
  const { row, response } = await decideDelegation(request, sender);
  await logDelegation(row);
  countDelegation(row);
  return {
    response,
    logged: { id: row.id, from: row.fromRef, to: row.toRef, createdAt: new Date(row.createdAt ?? Date.now()) },
  };
}
