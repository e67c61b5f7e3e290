import "server-only";
import type { Injection } from "@/lib/domain/injection";
import { nestingSentence } from "@/lib/domain/playground/limits";
import {
  DELEGATE_TOOL,
  notExecutedResult,
  offeredTools,
  readDelegateInput,
  readTaskInput,
  TASK_TOOL,
  type OfferedTool,
} from "@/lib/domain/playground/tools";
import type {
  PlaygroundStreamEvent,
  RosterDecision,
  SubagentDecision,
  TraceEventInput,
} from "@/lib/domain/playground/trace";
import type { ChatMessage, GenerateResult, ModelProvider, ToolCall } from "@/lib/server/model-provider/types";
import type { TurnBudget } from "./budget";
import { runDelegation } from "./delegation";

/** One turn's shared state: who runs it, its budget, and where its events go. */
export type Turn = {
  provider: ModelProvider;
  userId: string;
  userEmail: string;
  requestId: string;
  signal: AbortSignal;
  budget: TurnBudget;
  /** How deep agents may nest (Task and delegate alike). */
  maxDepth: number;
  emit(event: PlaygroundStreamEvent): void;
  trace(event: TraceEventInput): void;
};

/** An agent: its prompt, model and tools; `expert` when it is an Expert's main agent (it may dispatch and delegate). */
export type AgentSpec = {
  label: string;
  depth: number;
  system: string;
  model: string;
  tools: OfferedTool[];
  expert: { injection: Injection; chain: string[] } | null;
  /** The main agent's text goes to the chat as it arrives; nested agents' text only to the trace. */
  streamAnswer: boolean;
};

/**
 * Runs an agent until it answers without a tool call or a limit stops it. Task and delegate are
 * run; every other tool call is recorded and answered with "not available in the playground".
 * Returns the agent's text (every step's, in order).
 */
export async function runAgent(turn: Turn, agent: AgentSpec, messages: ChatMessage[]): Promise<string> {
  const texts: string[] = [];
  for (;;) {
    const stop = turn.budget.stopReason();
    if (stop) {
      turn.trace({ type: "limit", agent: agent.label, depth: agent.depth, message: stop });
      texts.push(stop);
      return texts.join("\n\n");
    }
    const result = await callModel(turn, agent, messages);
    if (result.text) texts.push(result.text);
    if (result.toolCalls.length === 0) return texts.join("\n\n");
    messages.push({ role: "assistant", content: result.text, toolCalls: result.toolCalls });
    for (const call of result.toolCalls) {
      const content = await runToolCall(turn, agent, call);
      messages.push({ role: "tool", toolCallId: call.id, toolName: call.name, content });
    }
  }
}

async function callModel(turn: Turn, agent: AgentSpec, messages: ChatMessage[]): Promise<GenerateResult> {
  let finished: GenerateResult | null = null;
  let streamed = false;
  for await (const event of turn.provider.stream({
    model: agent.model,
    system: agent.system,
    messages,
    tools: agent.tools,
    signal: turn.signal,
  })) {
    if (event.type === "text" && agent.streamAnswer) {
      // Steps of one answer are separated as the final text joins them.
      if (!streamed && turn.budget.turn().modelCalls > 0) turn.emit({ kind: "text", delta: "\n\n" });
      streamed = true;
      turn.emit({ kind: "text", delta: event.delta });
    } else if (event.type === "finish") finished = event;
  }
  if (!finished) throw new Error("The model stream ended without a result.");
  turn.trace({
    type: "model-call",
    agent: agent.label,
    depth: agent.depth,
    model: agent.model,
    providerModel: finished.providerModel,
    inputTokens: finished.usage.inputTokens,
    outputTokens: finished.usage.outputTokens,
    ms: finished.ms,
    finishReason: finished.finishReason,
    toolsOffered: agent.tools.map((t) => t.name),
  });
  await turn.budget.record(finished.usage);
  return finished;
}

async function runToolCall(turn: Turn, agent: AgentSpec, call: ToolCall): Promise<string> {
  const offered = agent.tools.some((t) => t.name === call.name);
  if (offered && agent.expert && call.name === TASK_TOOL) return dispatch(turn, agent, agent.expert.injection, call);
  if (offered && agent.expert && call.name === DELEGATE_TOOL) return delegate(turn, agent, agent.expert, call);
  const result = offered ? notExecutedResult(call.name) : `No tool named ${call.name} is offered to this agent.`;
  turn.trace({
    type: "tool-call",
    agent: agent.label,
    depth: agent.depth,
    id: call.id,
    name: call.name,
    arguments: call.input,
    result,
    executed: false,
  });
  return result;
}

async function dispatch(turn: Turn, agent: AgentSpec, injection: Injection, call: ToolCall): Promise<string> {
  const base = { agent: agent.label, depth: agent.depth, id: call.id };
  const input = readTaskInput(call.input);
  if (typeof input === "string") {
    turn.trace({ ...base, type: "tool-call", name: call.name, arguments: call.input, result: input, executed: false });
    return input;
  }
  const subagent =
    injection.subagents.find((s) => s.name === input.subagent) ??
    injection.subagents.find((s) => s.name.toLowerCase() === input.subagent.toLowerCase());
  const decision = subagentDecision(injection, subagent?.name ?? input.subagent);
  const traced = { ...base, type: "dispatch" as const, subagent: input.subagent, task: input.task, decision };
  if (!subagent) {
    const names = injection.subagents.map((s) => s.name);
    const result = `No subagent named "${input.subagent}". ${names.length ? `Available: ${names.join(", ")}.` : "This Expert has no subagents."}`;
    turn.trace({ ...traced, model: null, tools: [], result });
    return result;
  }
  if (agent.depth + 1 > turn.maxDepth) {
    const result = nestingSentence(turn.maxDepth);
    turn.trace({ ...traced, model: subagent.model, tools: subagent.tools, result });
    return result;
  }
  // A subagent gets its granted tools only; Task and delegate are reserved and never among them.
  const surface = new Map(injection.tools.map((t) => [t.name, t.plugin]));
  const { tools } = offeredTools(subagent.tools.map((name) => ({ name, plugin: surface.get(name) })));
  turn.trace({
    ...traced,
    subagent: subagent.name,
    model: subagent.model,
    tools: tools.map((t) => t.name),
    result: "",
  });
  const output = await runAgent(
    turn,
    {
      label: `Task: ${subagent.name}`,
      depth: agent.depth + 1,
      system: subagent.system_prompt,
      model: subagent.model,
      tools,
      expert: null,
      streamAnswer: false,
    },
    [{ role: "user", content: input.task }],
  );
  turn.trace({ ...base, type: "tool-call", name: TASK_TOOL, arguments: call.input, result: output, executed: true });
  return output;
}

function subagentDecision(injection: Injection, name: string): SubagentDecision | null {
  const entry =
    injection.subagentReport.find((r) => r.name === name) ??
    injection.subagentReport.find((r) => r.name?.toLowerCase() === name.toLowerCase());
  if (!entry) return null;
  return {
    status: entry.status,
    message: entry.message,
    tools: entry.tools.map((t) => ({ entry: String(t.entry), status: t.status })),
  };
}

async function delegate(
  turn: Turn,
  agent: AgentSpec,
  expert: NonNullable<AgentSpec["expert"]>,
  call: ToolCall,
): Promise<string> {
  const base = { agent: agent.label, depth: agent.depth, id: call.id };
  const input = readDelegateInput(call.input);
  if (typeof input === "string") {
    turn.trace({ ...base, type: "tool-call", name: call.name, arguments: call.input, result: input, executed: false });
    return input;
  }
  const decision = rosterDecision(expert.injection, input.to);
  const output = await runDelegation(turn, agent, expert, input, (outcome) =>
    turn.trace({
      ...base,
      type: "delegation",
      to: input.to,
      input: input.input,
      chain: expert.chain,
      decision,
      result: "",
      ...outcome,
    }),
  );
  turn.trace({
    ...base,
    type: "tool-call",
    name: DELEGATE_TOOL,
    arguments: call.input,
    result: output,
    executed: true,
  });
  return output;
}

/** The roster's word on the target: kept or excluded and why (null: the roster never considered it). */
function rosterDecision(injection: Injection, to: string): RosterDecision | null {
  const wanted = to.toLowerCase();
  const onRoster = injection.roster.find((r) => r.slug.toLowerCase() === wanted || r.id === to);
  const entry = injection.rosterReport.find(
    (r) => (onRoster && r.id === onRoster.id) || r.ref.toLowerCase() === wanted || r.id === to,
  );
  if (!entry) return null;
  return {
    ref: entry.ref,
    via: entry.via,
    status: entry.status,
    ...(entry.code ? { code: entry.code } : {}),
    message: entry.message,
  };
}
