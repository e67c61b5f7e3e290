import { Badge } from "@/components/ui/badge";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { dropWords } from "@/lib/domain/verdict-words";

// Apart from the verdict's details (spec-verdict.tsx): closed cards show only this pill, and the
// details load with an opened card. `blank`: a new card nothing has been typed into yet.
export function VerdictPill({
  entry,
  pending,
  blank,
}: {
  entry: SubagentReportEntry | undefined;
  pending?: boolean;
  blank?: boolean;
}) {
  if (blank) return <Badge tone="neutral">Not finished</Badge>;
  if (!entry) return <Badge tone="neutral">{pending ? "Checking…" : "No verdict"}</Badge>;
  return <Badge tone={entry.status}>{entry.status === "kept" ? "Kept" : `Dropped: ${dropWords(entry.code)}`}</Badge>;
}
