import { formatDuration, formatRate } from "@/lib/domain/delegation-outcome";
import type { RunOutcomes } from "@/lib/server/studio/run-outcomes";

/** rules §14 on the creator's analytics: how the delegations accepted by this Expert ran, as their runtimes reported. */
export function RunOutcomesSection({ runs, expertName }: { runs: RunOutcomes; expertName: string }) {
  return (
    <section
      aria-labelledby="runs-heading"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="runs-heading" className="text-lg font-semibold">
        How its delegated runs ended
      </h2>
      <p className="text-xs text-slate-600">
        As the runtimes that ran the delegations {expertName} accepted reported them.
      </p>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Completion rate</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatRate(runs.completionRate)}</dd>
          <dd className="text-xs text-slate-600">
            {runs.completed} completed, {runs.failed} failed
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Median time to complete</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {runs.medianMs === null ? "—" : formatDuration(runs.medianMs)}
          </dd>
          <dd className="text-xs text-slate-600">from the request to the runtime&apos;s report</dd>
        </div>
        <div>
          <dt className="text-slate-600">Not finished</dt>
          <dd className="text-2xl font-semibold tabular-nums">{runs.running + runs.notReported}</dd>
          <dd className="text-xs text-slate-600">
            {runs.running} running, {runs.notReported} not reported
          </dd>
        </div>
      </dl>
    </section>
  );
}
