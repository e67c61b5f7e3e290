import { Badge } from "@/components/ui/badge";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";

// Apart from the verdict's details (spec-verdict.tsx): closed cards show only this pill, and the
// details load with an opened card.
export function VerdictPill({ entry, pending }: { entry: SubagentReportEntry | undefined; pending?: boolean }) {
  if (!entry) return <Badge tone="neutral">{pending ? "Checking…" : "No verdict"}</Badge>;
  return <Badge tone={entry.status}>{entry.status === "kept" ? "Kept" : `Dropped · ${entry.code}`}</Badge>;
}
