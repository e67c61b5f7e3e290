import "server-only";
import type { z } from "zod";
import { delegationStatus, KEPT_OUTPUT, mayReport, type RunStatus } from "@/lib/domain/delegation-run";
import type { DelegationStateSchema } from "@/lib/server/api/response-schemas";
import { ApiFailure } from "@/lib/server/api/failure";
import type { Principal } from "@/lib/server/api-keys/authenticate";
import { db } from "@/lib/server/db";

/** rules §14: what a runtime reads back about a delegation (the documented schema's type). */
export type DelegationState = z.output<typeof DelegationStateSchema>;

const SELECT = {
  id: true,
  userId: true,
  status: true,
  runStatus: true,
  fromRef: true,
  toRef: true,
  fromId: true,
  toId: true,
  createdAt: true,
  reportedAt: true,
  output: true,
  runError: true,
  error: true,
} as const;

type Row = {
  id: string;
  userId: string | null;
  status: "accepted" | "failed";
  runStatus: RunStatus | null;
  fromRef: string;
  toRef: string;
  createdAt: Date;
  reportedAt: Date | null;
  output: string | null;
  runError: string | null;
  error: string | null;
  fromId: string | null;
  toId: string | null;
};

/** A personal key sees its owner's delegations only; a runtime key (and the bootstrap token) any. Anything else reads as missing. */
async function readVisible(principal: Principal, id: string): Promise<Row> {
  const row = await db.delegationRequest.findUnique({ where: { id }, select: SELECT });
  if (!row || (principal.owner && row.userId !== principal.owner.id)) throw new ApiFailure("delegation_not_found");
  return row;
}

/**
 * An accepted delegation's Experts are both ones its user may use, so they are named by slug; a
 * refused one's only as the caller wrote them, which reveals nothing it did not already send.
 */
async function toState(row: Row): Promise<DelegationState> {
  const error = row.runError ?? (row.status === "failed" ? row.error : null);
  const ids = row.status === "accepted" ? [row.fromId, row.toId].filter((x): x is string => x !== null) : [];
  const slugs = new Map(
    (await db.expert.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } })).map((e) => [
      e.id,
      e.slug,
    ]),
  );
  return {
    id: row.id,
    status: delegationStatus(row),
    from: slugs.get(row.fromId ?? "") ?? row.fromRef,
    to: slugs.get(row.toId ?? "") ?? row.toRef,
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.reportedAt ?? row.createdAt).toISOString(),
    ...(row.output !== null ? { output: row.output } : {}),
    ...(error ? { error } : {}),
  };
}

export async function readDelegationState(principal: Principal, id: string): Promise<DelegationState> {
  return toState(await readVisible(principal, id));
}

/**
 * A runtime's report on a delegation's run: accepted → running → completed | failed, and a final
 * state stays final (409). The move is one conditional update, so two reports racing cannot both
 * end a run.
 */
export async function reportDelegationResult(
  principal: Principal,
  id: string,
  report: { status: RunStatus; output?: string; error?: string },
): Promise<DelegationState> {
  const row = await readVisible(principal, id);
  if (!mayReport(delegationStatus(row))) throw new ApiFailure("delegation_final");
  const now = new Date();
  const final = report.status !== "running";
  const moved = await db.delegationRequest.updateMany({
    where: { id, status: "accepted", OR: [{ runStatus: null }, { runStatus: "running" }] },
    data: {
      runStatus: report.status,
      reportedAt: now,
      ...(final ? { finishedAt: now } : {}),
      ...(report.output !== undefined ? { output: report.output.slice(0, KEPT_OUTPUT) } : {}),
      ...(report.status === "failed" ? { runError: (report.error ?? "The run failed.").slice(0, KEPT_OUTPUT) } : {}),
    },
  });
  if (moved.count === 0) throw new ApiFailure("delegation_final");
  return readDelegationState(principal, id);
}
