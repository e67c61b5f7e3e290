import { previewText, type PlaygroundTurn } from "@/lib/domain/playground/trace";
import { TraceEntry } from "./trace-entry";
import { cardClass } from "@/components/ui/section-card";

/** Every turn's trace in order: model calls, tool calls, dispatches and delegations, each collapsible. */
export function TracePane({ turns }: { turns: PlaygroundTurn[] }) {
  return (
    <section aria-labelledby="trace-heading" className={cardClass("min-w-0", "md")}>
      <h2 id="trace-heading" className="mb-1 font-semibold">
        Execution trace
      </h2>
      <p className="mb-3 text-xs text-slate-600">
        Task runs subagents and delegate runs other Experts for real; every other tool call is shown but not executed.
        Open an entry for its details.
      </p>
      {turns.length === 0 ? <p className="text-sm text-slate-600">Nothing yet: send a message.</p> : null}
      <div className="space-y-3">
        {turns.map((turn, i) => (
          <details key={i} open className="rounded border border-slate-200 p-2">
            <summary className="cursor-pointer text-sm font-medium [overflow-wrap:anywhere]">
              Turn {i + 1}: {previewText(turn.message, 60)}
              {turn.usage ? (
                <span className="font-normal text-slate-600"> · {turn.usage.tokens.toLocaleString("en")} tokens</span>
              ) : null}
            </summary>
            {turn.trace.length === 0 ? (
              <p className="mt-2 text-xs text-slate-600">No steps recorded.</p>
            ) : (
              <ol aria-label={`Trace of turn ${i + 1}`} className="mt-2 space-y-1">
                {turn.trace.map((event) => (
                  <TraceEntry key={event.seq} event={event} />
                ))}
              </ol>
            )}
          </details>
        ))}
      </div>
    </section>
  );
}
