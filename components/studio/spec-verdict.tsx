import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { Badge } from "./status-badge";

/** The harness verdict for one spec: kept, or dropped with the reason; each tool entry with its outcome. */
export function SpecVerdict({ entry, pending }: { entry: SubagentReportEntry | undefined; pending?: boolean }) {
  if (!entry) return <p className="text-xs text-slate-500">{pending ? "Checking…" : "No verdict yet."}</p>;
  const droppedTools = entry.tools.filter((t) => t.status === "dropped");
  return (
    <div className="space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={entry.status}>{entry.status === "kept" ? "Kept" : `Dropped · ${entry.code}`}</Badge>
        <span className="text-slate-700">{entry.message}</span>
      </p>
      {entry.warnings.map((w) => (
        <p key={w} className="text-amber-800">Warning: {w}</p>
      ))}
      {droppedTools.length > 0 ? (
        <ul className="space-y-0.5 text-slate-700">
          {droppedTools.map((t, i) => (
            <li key={i}>
              <code className="rounded bg-red-50 px-1 text-red-800">{typeof t.entry === "string" ? t.entry : JSON.stringify(t.entry)}</code>{" "}
              {t.code}
              {t.suggestions?.length ? <> — did you mean {t.suggestions.map((s) => <code key={s} className="mx-0.5 rounded bg-slate-100 px-1">{s}</code>)}?</> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
