import { previewText, type TraceEvent } from "./trace";

const figure = (n: number) => n.toLocaleString("en");

/** The one line a trace entry shows while collapsed. */
export function traceSummary(event: TraceEvent): { kind: string; line: string } {
  switch (event.type) {
    case "model-call": {
      const model =
        event.providerModel && event.providerModel !== event.model
          ? `${event.model} (${event.providerModel})`
          : event.model;
      return {
        kind: "Model call",
        line: `${model} · ${figure(event.inputTokens)} in / ${figure(event.outputTokens)} out · ${figure(event.ms)} ms`,
      };
    }
    case "tool-call":
      return {
        kind: event.executed ? "Tool result" : "Tool call, not executed",
        line: `${event.name} ${previewText(event.arguments, 80)}`,
      };
    case "dispatch":
      return {
        kind: "Subagent dispatch",
        line: `Task → ${event.subagent}${event.decision ? ` (${event.decision.status})` : " (not in the build report)"}`,
      };
    case "delegation":
      return {
        kind: event.outcome === "accepted" ? "Delegation accepted" : "Delegation refused",
        line: `delegate → ${event.to}${event.error ? `: ${event.error}` : ""}`,
      };
    case "limit":
      return { kind: "Limit", line: event.message };
    case "error":
      return { kind: "Error", line: event.message };
  }
}

/** The roster's decision in words, for a delegation entry. */
export function rosterDecisionText(event: Extract<TraceEvent, { type: "delegation" }>): string {
  if (!event.decision)
    return "Not on the roster for this message: the model named it without the roster offering it (the check below still applies).";
  const { status, via, message } = event.decision;
  return `Roster: ${status} (via ${via}) — ${message}`;
}
