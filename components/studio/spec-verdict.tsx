import { Button } from "@/components/ui/button";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { toolWords } from "@/lib/domain/verdict-words";
import { VerdictPill } from "./verdict-pill";

type Props = {
  entry: SubagentReportEntry | undefined;
  pending?: boolean;
  /** One-click fix for a "did you mean": replaces the tool entry `from` with `to`. */
  onApply?: (from: string, to: string) => void;
  /** A new card nothing has been typed into: said neutrally, not as a drop. */
  blank?: boolean;
};

/** The harness verdict for one spec: kept, or dropped with the reason; each dropped tool with its fix. */
export function SpecVerdict({ entry, pending, onApply, blank }: Props) {
  if (blank) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <VerdictPill entry={undefined} blank /> Give it a name, a description, a system prompt and at least one tool.
      </p>
    );
  }
  if (!entry) return <p className="text-xs text-slate-600">{pending ? "Checking…" : "No verdict yet."}</p>;
  const droppedTools = entry.tools.filter((t) => t.status === "dropped");
  return (
    <div className="space-y-1 text-xs">
      <p className="flex flex-wrap items-center gap-2">
        <VerdictPill entry={entry} />
        <span className="min-w-0 break-words text-slate-700">{entry.message}</span>
      </p>
      {entry.warnings.map((w) => (
        <p key={w} className="text-amber-800">
          Warning: {w}
        </p>
      ))}
      {droppedTools.length > 0 ? (
        <ul className="space-y-1 text-slate-700">
          {droppedTools.map((t, i) => {
            const from = typeof t.entry === "string" ? t.entry : null;
            return (
              <li key={i} className="flex flex-wrap items-center gap-1">
                <code className="rounded bg-red-50 px-1 break-all text-red-800">{from ?? JSON.stringify(t.entry)}</code>{" "}
                {toolWords(t.code)}
                {t.suggestions?.length ? (
                  <>
                    <span>— did you mean</span>
                    {t.suggestions.map((s) =>
                      onApply && from !== null ? (
                        <Button
                          key={s}
                          size="xs"
                          onClick={() => onApply(from, s)}
                          aria-label={`Replace ${from} with ${s}`}
                          className="font-mono"
                        >
                          {s}
                        </Button>
                      ) : (
                        <code key={s} className="rounded bg-slate-100 px-1">
                          {s}
                        </code>
                      ),
                    )}
                    <span>?</span>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
