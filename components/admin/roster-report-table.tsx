import type { RosterReportEntry } from "@/lib/domain/roster";
import { Badge } from "./badge";
import { Table, Td, Th } from "@/components/ui/table";
import { EmptyState } from "./section-card";

/** Every roster candidate with the one condition that kept or excluded it. */
export function RosterReportTable({ report, caption }: { report: RosterReportEntry[]; caption: string }) {
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
        </tr>
      </thead>
      <tbody>
        {report.map((r, i) => (
          <tr key={`${r.via}:${r.ref}:${i}`}>
            <Td>{i + 1}</Td>
            <Td className="font-mono text-xs">
              {r.ref}
              {r.id && r.id !== r.ref ? <span className="text-slate-600"> ({r.id})</span> : null}
            </Td>
            <Td>{r.via}</Td>
            <Td>
              <Badge tone={r.status === "kept" ? "good" : "bad"}>{r.status}</Badge> {r.code ? <Badge>{r.code}</Badge> : null}
            </Td>
            <Td className="min-w-64">{r.message}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
