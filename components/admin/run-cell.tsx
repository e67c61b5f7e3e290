import { Badge } from "@/components/ui/badge";
import type { DelegationStatus } from "@/lib/domain/delegation-run";
import { formatDuration } from "@/lib/domain/delegation-outcome";

const RUN_TONE = { accepted: "neutral", running: "warn", completed: "good", failed: "bad" } as const;
const RUN_LABEL: Record<DelegationStatus, string> = {
  accepted: "not reported",
  running: "running",
  completed: "completed",
  failed: "failed",
};

/** rules §14: an accepted delegation's run as its runtime reported it, with its duration once it ended. */
export function RunCell({
  run,
  error,
  durationMs,
}: {
  run: DelegationStatus | null;
  error: string | null;
  durationMs: number | null;
}) {
  if (run === null) return <span className="text-slate-500">—</span>;
  return (
    <span className="space-y-1">
      <Badge tone={RUN_TONE[run]}>{RUN_LABEL[run]}</Badge>
      {durationMs !== null ? (
        <span className="block text-xs text-slate-600">in {formatDuration(durationMs)}</span>
      ) : null}
      {run === "failed" && error ? <span className="block text-xs text-slate-600">{error}</span> : null}
    </span>
  );
}
