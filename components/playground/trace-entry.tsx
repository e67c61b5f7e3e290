import type { TraceEvent } from "@/lib/domain/playground/trace";
import { rosterDecisionText, traceSummary } from "@/lib/domain/playground/trace-summary";

const INDENT = ["", "ml-3", "ml-6", "ml-9", "ml-12"];
const TONE: Record<TraceEvent["type"], string> = {
  "model-call": "border-slate-300",
  "tool-call": "border-sky-400",
  dispatch: "border-violet-500",
  delegation: "border-emerald-500",
  limit: "border-amber-500",
  error: "border-red-500",
};

/** One trace entry: a line while collapsed, its arguments, results and decisions when opened. */
export function TraceEntry({ event }: { event: TraceEvent }) {
  const { kind, line } = traceSummary(event);
  const refused = event.type === "delegation" && event.outcome === "failed";
  return (
    <li
      className={`${INDENT[Math.min(event.depth, INDENT.length - 1)]} border-l-4 ${refused ? "border-red-500" : TONE[event.type]} pl-2`}
      data-trace-type={event.type}
    >
      <details className="group">
        <summary className="cursor-pointer py-1 text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">{kind}</span> <span className="text-slate-600">· {event.agent} ·</span> {line}
        </summary>
        <div className="space-y-2 pb-2 text-xs text-slate-800">
          <TraceDetails event={event} />
        </div>
      </details>
    </li>
  );
}

function TraceDetails({ event }: { event: TraceEvent }) {
  switch (event.type) {
    case "model-call":
      return (
        <>
          <Field label="Model">
            {event.model} → provider model {event.providerModel}
          </Field>
          <Field label="Tokens">
            {event.inputTokens.toLocaleString("en")} in, {event.outputTokens.toLocaleString("en")} out;{" "}
            {event.ms.toLocaleString("en")} ms; finished: {event.finishReason}
          </Field>
          <Field label="Tools offered">{event.toolsOffered.length ? event.toolsOffered.join(", ") : "none"}</Field>
        </>
      );
    case "tool-call":
      return (
        <>
          <Field label="Executed">{event.executed ? "yes" : "no — not available in the playground"}</Field>
          <Block label="Arguments" value={event.arguments} />
          <Block label="Result given to the model" value={event.result} />
        </>
      );
    case "dispatch":
      return (
        <>
          <Field label="Build report">
            {event.decision
              ? `${event.decision.status} — ${event.decision.message}`
              : "No subagent of this name in the build report."}
          </Field>
          {event.decision?.tools.length ? (
            <Field label="Tool entries">{event.decision.tools.map((t) => `${t.entry} (${t.status})`).join(", ")}</Field>
          ) : null}
          <Field label="Model">{event.model ?? "—"}</Field>
          <Field label="Tools offered">{event.tools.length ? event.tools.join(", ") : "none"}</Field>
          <Block label="Task" value={event.task} />
          {event.result ? <Block label="Result given to the model" value={event.result} /> : null}
        </>
      );
    case "delegation":
      return (
        <>
          <Field label="Roster decision">{rosterDecisionText(event)}</Field>
          <Field label="Check">
            {event.outcome === "accepted" ? `accepted, delegation ${event.delegationId}` : `refused: ${event.error}`}
          </Field>
          <Field label="Chain">{event.chain.length ? event.chain.join(" → ") : "none (first hop)"}</Field>
          <Block label="Input" value={event.input} />
        </>
      );
    case "limit":
    case "error":
      return <p>{event.message}</p>;
  }
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p className="[overflow-wrap:anywhere]">
      <span className="font-semibold">{label}:</span> {children}
    </p>
  );
}

function Block({ label, value }: { label: string; value: unknown }) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <div>
      <p className="font-semibold">{label}:</p>
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-64 overflow-auto rounded bg-slate-50 p-2 font-mono [overflow-wrap:anywhere] whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  );
}
