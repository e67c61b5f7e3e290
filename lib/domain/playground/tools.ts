import { GLOBAL_TOOL_DESCRIPTIONS, getPlugin } from "../catalog";

/** A tool as offered to the model: name, description and JSON Schema of its input. */
export type OfferedTool = { name: string; description: string; parameters: Record<string, unknown> };

/** What providers accept as a function name (OpenAI's rule, the strictest). */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

export const TASK_TOOL = "Task";
export const DELEGATE_TOOL = "delegate";

/** The JSON Schema of a call whose fields are all required strings, each described for the model. */
function requiredStrings(fields: Record<string, string>): Record<string, unknown> {
  return {
    type: "object",
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, description]) => [name, { type: "string", description }]),
    ),
    required: Object.keys(fields),
    additionalProperties: false,
  };
}

const TASK_PARAMETERS = requiredStrings({
  subagent: "The subagent's name, as listed.",
  task: "The complete subtask; the subagent cannot see this conversation.",
});

const DELEGATE_PARAMETERS = requiredStrings({
  to: "The Expert's slug, as listed.",
  input: "The complete task; the other Expert cannot see this conversation.",
});

// Tools the playground does not run take whatever the model sends: only the call is shown.
const ANY_INPUT = { type: "object", properties: {}, additionalProperties: true };

export function toolDescription(name: string, plugin?: string): string {
  const fromPlugin = plugin ? getPlugin(plugin)?.tools.find((t) => t.name === name)?.description : undefined;
  return fromPlugin ?? GLOBAL_TOOL_DESCRIPTIONS[name] ?? `The ${name} tool.`;
}

/**
 * The tools offered to an agent, in surface order. Task and delegate get their real parameters; a
 * name a provider would refuse is left out and reported, rather than failing the whole call.
 */
export function offeredTools(surface: readonly { name: string; plugin?: string }[]): {
  tools: OfferedTool[];
  skipped: string[];
} {
  const tools: OfferedTool[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const { name, plugin } of surface) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (!TOOL_NAME.test(name)) {
      skipped.push(name);
      continue;
    }
    const parameters = name === TASK_TOOL ? TASK_PARAMETERS : name === DELEGATE_TOOL ? DELEGATE_PARAMETERS : ANY_INPUT;
    tools.push({ name, description: toolDescription(name, plugin), parameters });
  }
  return { tools, skipped };
}

/** The sentence a model gets for a tool the playground does not run. */
export function notExecutedResult(name: string): string {
  return `The ${name} tool is not available in the playground: the call was recorded but not executed. Answer without it, or say what you would have done with it.`;
}

/** Reads `{ subagent, task }` (or Claude Code's `subagent_type` / `prompt`) from a Task call. */
export function readTaskInput(input: unknown): { subagent: string; task: string } | string {
  const o = (input ?? {}) as Record<string, unknown>;
  const subagent = o.subagent ?? o.subagent_type;
  const task = o.task ?? o.prompt;
  if (typeof subagent !== "string" || !subagent.trim())
    return "Task needs `subagent`: the name of one of the listed subagents.";
  if (typeof task !== "string" || !task.trim()) return "Task needs `task`: the complete subtask as text.";
  return { subagent: subagent.trim(), task };
}

export function readDelegateInput(input: unknown): { to: string; input: string } | string {
  const o = (input ?? {}) as Record<string, unknown>;
  if (typeof o.to !== "string" || !o.to.trim()) return "delegate needs `to`: the slug of one of the listed Experts.";
  if (typeof o.input !== "string" || !o.input.trim()) return "delegate needs `input`: the complete task as text.";
  return { to: o.to.trim().replace(/^@/, ""), input: o.input };
}
