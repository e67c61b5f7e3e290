import type { StoredRun } from "@/lib/server/evaluations/evaluation-runs";
import { Panel } from "./panel";
import { percent } from "./percent";

/** The latest runs, and the publication each one was shown before (rules §16: the history records it). */
export function RunHistory({ runs }: { runs: StoredRun[] }) {
  if (runs.length === 0) return null;
  return (
    <Panel id="run-history-heading" title="Recent runs">
      <ul className="space-y-1 text-sm">
        {runs.map((r) => (
          <li key={r.id}>
            {r.createdAt.slice(0, 16).replace("T", " ")} UTC ·{" "}
            {r.version === "draft" ? "draft" : `live version ${r.version}`} · {r.judge} · {percent(r.accuracy)} (
            {r.totals.passed} of {r.totals.cases}){r.createdBy ? ` · ${r.createdBy}` : ""}
            {r.publishedAs !== null ? (
              <strong className="font-medium text-emerald-800"> · published as live version {r.publishedAs}</strong>
            ) : null}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
