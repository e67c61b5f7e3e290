import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import type { ToolResolution } from "@/lib/domain/subagents/resolve-tools";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { EmptyState, SectionCard } from "@/components/ui/section-card";

export function SubagentSection({ report }: { report: SubagentReportEntry[] }) {
  const dropped = report.filter((r) => r.status === "dropped").length;
  return (
    <SectionCard
      id="specs"
      title="Subagents: every spec and its verdict"
      description={`${report.length} considered (builtins first, then the creator's specs in authored order); ${dropped} dropped.`}
    >
      {report.length === 0 ? (
        <EmptyState>No builtins are on and the Expert has no specs.</EmptyState>
      ) : (
        <ol aria-label="Subagent verdicts" className="space-y-3">
          {report.map((entry, i) => (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <h3 className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono font-medium">{entry.name ?? "(no name)"}</span>
                <Badge tone={entry.source === "builtin" ? "info" : "neutral"}>
                  {entry.source === "builtin" ? "builtin" : `spec ${(entry.index ?? 0) + 1}`}
                </Badge>
                <Badge tone={entry.status === "kept" ? "good" : "bad"}>{entry.status}</Badge>
                {entry.code ? <Badge tone="bad">{entry.code}</Badge> : null}
              </h3>
              <p className="mt-1 text-sm">{entry.message}</p>
              {entry.warnings.length > 0 ? (
                <ul aria-label="Warnings" className="mt-1 list-disc pl-5 text-sm text-amber-900">
                  {entry.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
              {entry.tools.length > 0 ? <ToolResolutionTable tools={entry.tools} /> : null}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function ToolResolutionTable({ tools }: { tools: ToolResolution[] }) {
  return (
    <Table label="Tool-by-tool resolution" className="mt-2">
      <thead>
        <tr>
          <Th>Entry as authored</Th>
          <Th>Result</Th>
          <Th>Matches or suggestions</Th>
        </tr>
      </thead>
      <tbody>
        {tools.map((t, i) => (
          <tr key={i}>
            <Td className="font-mono text-xs">{typeof t.entry === "string" ? t.entry : JSON.stringify(t.entry)}</Td>
            <Td>
              <Badge tone={t.status === "granted" ? "good" : "bad"}>{t.status}</Badge>{" "}
              {t.code ? <Badge>{t.code}</Badge> : null}
            </Td>
            <Td className="min-w-48 text-xs">
              {t.matched?.length ? (
                <span>
                  matched: <span className="font-mono">{t.matched.join(", ")}</span>
                </span>
              ) : null}
              {t.suggestions?.length ? (
                <span>
                  did you mean: <span className="font-mono">{t.suggestions.join(", ")}</span>
                </span>
              ) : null}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
