/** rules §14: how an accepted delegation's run goes, as its runtime reports it. */

export const RUN_STATUSES = ["running", "completed", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** What a client reads: accepted (not yet reported), running, or a final completed / failed (a refused request is failed too). */
export const DELEGATION_STATUSES = ["accepted", "running", "completed", "failed"] as const;
export type DelegationStatus = (typeof DELEGATION_STATUSES)[number];

/** A run's output may be long (200,000 characters, as a task's input); the log keeps its start. */
export const OUTPUT_LIMIT = 200_000;
export const KEPT_OUTPUT = 4000;

export function delegationStatus(row: {
  status: "accepted" | "failed";
  runStatus: RunStatus | null;
}): DelegationStatus {
  if (row.status === "failed") return "failed";
  return row.runStatus ?? "accepted";
}

/** Whether a report may move a delegation on: accepted → running → completed | failed; a final state is final. */
export function mayReport(current: DelegationStatus): boolean {
  return current === "accepted" || current === "running";
}
