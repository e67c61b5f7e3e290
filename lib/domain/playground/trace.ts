/**
 * The execution trace of a playground turn (rules §15): what happened, in order. `agent` names who
 * acted ("main", "Task: researcher", "delegate: billing-expert") and `depth` how deeply nested it ran.
 */
export type TraceBase = { seq: number; agent: string; depth: number };

export type SubagentDecision = {
  status: "kept" | "dropped";
  message: string;
  tools: { entry: string; status: "granted" | "dropped" }[];
};
export type RosterDecision = { ref: string; via: string; status: "kept" | "excluded"; code?: string; message: string };

export type TraceEvent = TraceBase &
  (
    | {
        type: "model-call";
        model: string;
        providerModel: string;
        inputTokens: number;
        outputTokens: number;
        ms: number;
        finishReason: string;
        toolsOffered: string[];
      }
    | { type: "tool-call"; id: string; name: string; arguments: unknown; result: string; executed: boolean }
    | {
        type: "dispatch";
        id: string;
        subagent: string;
        task: string;
        model: string | null;
        tools: string[];
        decision: SubagentDecision | null;
        result: string;
      }
    | {
        type: "delegation";
        id: string;
        to: string;
        input: string;
        chain: string[];
        outcome: "accepted" | "failed";
        delegationId: string | null;
        error: string | null;
        decision: RosterDecision | null;
        result: string;
      }
    | { type: "limit"; message: string }
    | { type: "error"; message: string }
  );

export type TraceEventInput = TraceEvent extends infer E ? (E extends TraceEvent ? Omit<E, "seq"> : never) : never;

export type TurnUsage = { inputTokens: number; outputTokens: number; tokens: number; modelCalls: number };
export type DayUsage = { used: number; cap: number };

/** What the run endpoint streams, one JSON object a line. */
export type PlaygroundStreamEvent =
  | { kind: "text"; delta: string }
  | { kind: "trace"; event: TraceEvent }
  | { kind: "done"; answer: string; usage: TurnUsage; day: DayUsage }
  | { kind: "error"; message: string; day?: DayUsage };

/** One turn as the page keeps it and exports it. */
export type PlaygroundTurn = {
  message: string;
  answer: string;
  error: string | null;
  trace: TraceEvent[];
  usage: TurnUsage | null;
};

export type PlaygroundExport = {
  format: "expert-studio.playground/1";
  expert: { id: string; slug: string; name: string };
  version: string;
  exportedAt: string;
  turns: PlaygroundTurn[];
  totals: { tokens: number; modelCalls: number };
};

export function exportConversation(
  expert: PlaygroundExport["expert"],
  version: string,
  turns: PlaygroundTurn[],
  now: Date,
): PlaygroundExport {
  return {
    format: "expert-studio.playground/1",
    expert,
    version,
    exportedAt: now.toISOString(),
    turns,
    totals: {
      tokens: turns.reduce((sum, t) => sum + (t.usage?.tokens ?? 0), 0),
      modelCalls: turns.reduce((sum, t) => sum + (t.usage?.modelCalls ?? 0), 0),
    },
  };
}

/** The event that has used the most space in a line of text: arguments and results are cut for display only. */
export function previewText(value: unknown, limit = 160): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}
