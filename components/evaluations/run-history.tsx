import type { StoredRun } from "@/lib/server/evaluations/evaluation-runs";

const percent = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** The latest runs, and the publication each one was shown before (rules §16: the history records it). */
export function RunHistory({ runs }: { runs: StoredRun[] }) {
  if (runs.length === 0) return null;
  return (
    <section
      aria-labelledby="run-history-heading"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="run-history-heading" className="text-base font-semibold">
        Recent runs
      </h2>
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
    </section>
  );
}
