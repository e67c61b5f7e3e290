import type { RosterReportEntry } from "@/lib/domain/roster";
import { Badge } from "./badge";
import { EmptyState, tableClass, tdClass, thClass } from "./section-card";

/** Every roster candidate with the one condition that kept or excluded it. */
export function RosterReportTable({ report, caption }: { report: RosterReportEntry[]; caption: string }) {
  if (report.length === 0) return <EmptyState>No candidates were considered (policy none and no mentions).</EmptyState>;
  return (
    <table className={tableClass}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th className={thClass} scope="col">#</th>
          <th className={thClass} scope="col">Reference</th>
          <th className={thClass} scope="col">Via</th>
          <th className={thClass} scope="col">Outcome</th>
          <th className={thClass} scope="col">Condition</th>
        </tr>
      </thead>
      <tbody>
        {report.map((r, i) => (
          <tr key={`${r.via}:${r.ref}:${i}`}>
            <td className={tdClass}>{i + 1}</td>
            <td className={`${tdClass} font-mono text-xs`}>
              {r.ref}
              {r.id && r.id !== r.ref ? <span className="text-slate-600"> ({r.id})</span> : null}
            </td>
            <td className={tdClass}>{r.via}</td>
            <td className={tdClass}>
              <Badge tone={r.status === "kept" ? "good" : "bad"}>{r.status}</Badge> {r.code ? <Badge>{r.code}</Badge> : null}
            </td>
            <td className={tdClass}>{r.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
