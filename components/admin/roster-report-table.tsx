import { rosterCodeLabel, type RosterReportEntry } from "@/lib/domain/roster";
import type { RankedRosterCandidate } from "@/lib/domain/roster-budget";
import { Table, Td, Th } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/section-card";

const VIA = { policy: "the policy", whitelist: "the whitelist", mention: "a mention" } as const;

type Props = { report: RosterReportEntry[]; caption: string; ranking?: RankedRosterCandidate[] };

/** Every roster candidate with the one condition that kept or excluded it (and, given a ranking, its relevance). */
export function RosterReportTable({ report, caption, ranking }: Props) {
  const relevance = ranking ? new Map(ranking.map((r) => [r.id, r])) : null;
  if (report.length === 0) return <EmptyState>No candidates were considered (policy none and no mentions).</EmptyState>;
  return (
    <Table label={caption}>
      <thead>
        <tr>
          <Th className="sticky left-0 bg-white">Candidate</Th>
          <Th>Outcome and condition</Th>
          {relevance ? <Th className="hidden sm:table-cell">Relevance</Th> : null}
        </tr>
      </thead>
      <tbody>
        {report.map((r, i) => (
          <tr key={`${r.via}:${r.ref}:${i}`}>
            <Td className="sticky left-0 w-28 max-w-48 min-w-24 bg-white">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">
                {i + 1}. {r.ref}
              </span>
              <span className="block text-xs text-slate-600">via {VIA[r.via]}</span>
            </Td>
            <Td className="sm:min-w-56">
              <Badge tone={r.status === "kept" ? "good" : "bad"}>{r.status === "kept" ? "Kept" : "Excluded"}</Badge>{" "}
              {r.code ? <span className="text-xs font-medium">{rosterCodeLabel(r.code)}</span> : null}
              <span className="mt-1 block [overflow-wrap:anywhere]">{r.message}</span>
              <details className="mt-1 text-xs text-slate-600">
                <summary className="cursor-pointer">Details</summary>
                code <code>{r.code ?? "kept"}</code>, via <code>{r.via}</code>
                {r.id && r.id !== r.ref ? (
                  <>
                    , id <code className="[overflow-wrap:anywhere]">{r.id}</code>
                  </>
                ) : null}
              </details>
              {relevance ? (
                <span className="mt-1 block sm:hidden">
                  Relevance: <RelevanceCell entry={r.id ? relevance.get(r.id) : undefined} />
                </span>
              ) : null}
            </Td>
            {relevance ? (
              <Td className="hidden min-w-36 sm:table-cell">
                <RelevanceCell entry={r.id ? relevance.get(r.id) : undefined} />
              </Td>
            ) : null}
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
      {entry.matchedTerms.length > 0 ? (
        <span className="block text-slate-600">matched: {entry.matchedTerms.join(", ")}</span>
      ) : null}
    </span>
  );
}
