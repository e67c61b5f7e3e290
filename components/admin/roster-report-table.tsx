import type { RosterReportEntry } from "@/lib/domain/roster";
import type { RankedRosterCandidate } from "@/lib/domain/roster-budget";
import { Badge } from "./badge";
import { EmptyState, tableClass, tdClass, thClass } from "./section-card";

type Props = { report: RosterReportEntry[]; caption: string; ranking?: RankedRosterCandidate[] };

/** Every roster candidate with the one condition that kept or excluded it (and, given a ranking, its relevance). */
export function RosterReportTable({ report, caption, ranking }: Props) {
  const relevance = ranking ? new Map(ranking.map((r) => [r.id, r])) : null;
  if (report.length === 0) return <EmptyState>No candidates were considered (policy none and no mentions).</EmptyState>;
  // On a phone the table scrolls sideways inside its card (focusable, so keyboards can scroll it too).
  return (
    <div role="region" aria-label={`${caption}, scrollable`} tabIndex={0} className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th className={thClass} scope="col">#</th>
            <th className={thClass} scope="col">Reference</th>
            <th className={thClass} scope="col">Via</th>
            <th className={thClass} scope="col">Outcome</th>
            <th className={thClass} scope="col">Condition</th>
            {relevance ? <th className={thClass} scope="col">Relevance</th> : null}
          </tr>
        </thead>
        <tbody>
          {report.map((r, i) => (
            <tr key={`${r.via}:${r.ref}:${i}`}>
              <td className={tdClass}>{i + 1}</td>
              <td className={`${tdClass} font-mono text-xs break-all`}>
                {r.ref}
                {r.id && r.id !== r.ref ? <span className="text-slate-600"> ({r.id})</span> : null}
              </td>
              <td className={tdClass}>{r.via}</td>
              <td className={tdClass}>
                <Badge tone={r.status === "kept" ? "good" : "bad"}>{r.status}</Badge> {r.code ? <Badge>{r.code}</Badge> : null}
              </td>
              <td className={tdClass}>{r.message}</td>
              {relevance ? <td className={tdClass}><RelevanceCell entry={r.id ? relevance.get(r.id) : undefined} /></td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RelevanceCell({ entry }: { entry: RankedRosterCandidate | undefined }) {
  if (!entry) return <span className="text-slate-500">not ranked</span>;
  return (
    <span className="text-xs">
      #{entry.rank}, score {entry.score.toFixed(2)}
      {entry.matchedTerms.length > 0 ? <span className="block text-slate-600">matched: {entry.matchedTerms.join(", ")}</span> : null}
    </span>
  );
}
