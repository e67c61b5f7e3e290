import Link from "next/link";
import { rosterCodeLabel, ROSTER_CODES, type RosterCode } from "@/lib/domain/roster";
import type { CandidateRow, OfferedExplanation } from "@/lib/server/admin/user-detail";
import { Table, Td, Th } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";

function codeLabel(code: string): string {
  if (code === "kept") return "Offered";
  if (code === "not_considered") return "Not a candidate";
  return (ROSTER_CODES as readonly string[]).includes(code) ? rosterCodeLabel(code as RosterCode) : code;
}

function Verdict({ row }: { row: CandidateRow }) {
  return (
    <>
      <Badge tone={row.verdict.offered ? "good" : "bad"}>{row.verdict.offered ? "Offered" : "Not offered"}</Badge>{" "}
      {row.verdict.offered ? null : <span className="text-xs text-slate-600">{codeLabel(row.verdict.code)}</span>}
    </>
  );
}

/** The answer to "why was X (not) offered": the Expert asked about first, then every Expert the user could be offered. */
export function OfferedExplanationView({ result, message }: { result: OfferedExplanation; message: string }) {
  const { explanation, candidates, asked, askedRef } = result;
  const expert = explanation.injection.expert;
  const fullLink = `/admin/roster?${new URLSearchParams({ user: explanation.user.email, expert: expert.slug, message })}`;
  return (
    <div className="space-y-3">
      {askedRef ? (
        asked ? (
          <p
            role="note"
            className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm [overflow-wrap:anywhere]"
          >
            <strong dir="auto">{asked.name}</strong> for a run of <strong dir="auto">{expert.name}</strong>:{" "}
            <Verdict row={asked} />
            <span className="mt-1 block">{asked.verdict.sentence}</span>
          </p>
        ) : (
          <p
            role="note"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm [overflow-wrap:anywhere] text-amber-900"
          >
            No Expert has the slug or id “{askedRef}”.
          </p>
        )
      ) : null}
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-600">
          This user has no access to any Expert and an empty whitelist: nothing could be offered.
        </p>
      ) : (
        <Table
          label={`Experts offered to ${explanation.user.name} in a run of ${expert.name}`}
          className="rounded-md border border-slate-200"
        >
          <thead>
            <tr>
              <Th className="sticky left-0 bg-white">Expert</Th>
              <Th>Offered? Why</Th>
            </tr>
          </thead>
          <tbody>
            {candidates.map((row) => (
              <tr key={row.id}>
                <Td className="sticky left-0 w-32 min-w-28 bg-white font-medium [overflow-wrap:anywhere]" dir="auto">
                  <Link href={`/admin/experts/${encodeURIComponent(row.id)}`} className="text-indigo-700 underline">
                    {row.name}
                  </Link>
                </Td>
                <Td className="[overflow-wrap:anywhere] sm:min-w-72">
                  <Verdict row={row} />
                  <span className="mt-1 block">{row.verdict.sentence}</span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className="text-sm">
        <Link href={fullLink} className="text-indigo-700 underline">
          Open the full roster explanation
        </Link>{" "}
        <span className="text-slate-600">(relevance ranking, token budget and the injected text).</span>
      </p>
    </div>
  );
}
