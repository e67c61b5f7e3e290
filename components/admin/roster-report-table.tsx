import type { RosterReportEntry } from "@/lib/domain/roster";
import type { RankedRosterCandidate } from "@/lib/domain/roster-budget";
import { Table, Td, Th } from "@/components/ui/table";
import { Badge } from "./badge";
import { EmptyState } from "./section-card";

type Props = { report: RosterReportEntry[]; caption: string; ranking?: RankedRosterCandidate[] };

/** Every roster candidate with the one condition that kept or excluded it (and, given a ranking, its relevance). */
export function RosterReportTable({ report, caption, ranking }: Props) {
  const relevance = ranking ? new Map(ranking.map((r) => [r.id, r])) : null;
  if (report.length === 0) return <EmptyState>No candidates were considered (policy none and no mentions).</EmptyState>;
  return (
    <Table label={caption}>
      <thead>
        <tr>
          <Th>#</Th>
          <Th>Reference</Th>
          <Th>Via</Th>
          <Th>Outcome</Th>
          <Th>Condition</Th>
          {relevance ? <Th>Relevance</Th> : null}
        </tr>
      </thead>
      <tbody>
        {report.map((r, i) => (
          <tr key={`${r.via}:${r.ref}:${i}`}>
            <Td>{i + 1}</Td>
            <Td className="font-mono text-xs break-all">
              {r.ref}
              {r.id && r.id !== r.ref ? <span className="text-slate-600"> ({r.id})</span> : null}
            </Td>
            <Td>{r.via}</Td>
            <Td>
              <Badge tone={r.status === "kept" ? "good" : "bad"}>{r.status}</Badge> {r.code ? <Badge>{r.code}</Badge> : null}
            </Td>
            <Td className="min-w-64">{r.message}</Td>
            {relevance ? <Td className="min-w-40"><RelevanceCell entry={r.id ? relevance.get(r.id) : undefined} /></Td> : null}
          </tr>
        ))}
      </tbody>
    </Table>
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
