import { NONE_KEY, type TargetKey } from "./cases";

/**
 * rules §16's model judge, the pure part: the tools the main agent is offered for one message (its
 * surface, `Task` for its kept subagents, `delegate` for its roster), and what its first tool call
 * chose. Nothing is executed: the call is only read.
 */
export type JudgeTool = { name: string; description: string; parameters: Record<string, unknown> };

export function judgeTools(injection: {
  tools: readonly { name: string }[];
  subagents: readonly { name: string }[];
  roster: readonly { slug: string }[];
}): JudgeTool[] {
  const tools: JudgeTool[] = [];
  if (injection.subagents.length > 0) {
    tools.push({
      name: "Task",
      description: "Dispatch a subtask to one of the subagents listed in the system prompt, by name.",
      parameters: {
        type: "object",
        properties: {
          subagent_type: {
            type: "string",
            enum: injection.subagents.map((s) => s.name),
            description: "The subagent's name.",
          },
          description: { type: "string", description: "A few words naming the subtask." },
          prompt: { type: "string", description: "The complete subtask." },
        },
        required: ["subagent_type", "prompt"],
      },
    });
  }
  if (injection.roster.length > 0) {
    tools.push({
      name: "delegate",
      description: "Hand a task to another Expert listed in the system prompt, by slug.",
      parameters: {
        type: "object",
        properties: {
          to: { type: "string", enum: injection.roster.map((r) => r.slug), description: "The Expert's slug." },
          input: { type: "string", description: "The complete task." },
        },
        required: ["to", "input"],
      },
    });
  }
  const taken = new Set(tools.map((t) => t.name));
  for (const tool of injection.tools) {
    if (taken.has(tool.name)) continue;
    taken.add(tool.name);
    tools.push({
      name: tool.name,
      description: `The ${tool.name} tool.`,
      parameters: { type: "object", properties: {}, additionalProperties: true },
    });
  }
  return tools;
}

/**
 * What the first tool call chose: `Task` with a kept subagent's name, or `delegate` to an offered
 * Expert's slug (a leading @ allowed); any other call, an unknown name, or no call at all is none.
 */
export function choiceOfToolCalls(
  calls: readonly { name: string; input: unknown }[],
  offered: { subagents: readonly string[]; experts: readonly string[] },
): TargetKey {
  const first = calls[0];
  if (!first || typeof first.input !== "object" || first.input === null) return NONE_KEY;
  const input = first.input as Record<string, unknown>;
  if (first.name === "Task") {
    const name = [input.subagent_type, input.subagent, input.name].find((v): v is string => typeof v === "string");
    return name && offered.subagents.includes(name) ? `subagent:${name}` : NONE_KEY;
  }
  if (first.name === "delegate") {
    const raw = [input.to, input.expert, input.slug].find((v): v is string => typeof v === "string");
    const slug = raw?.trim().replace(/^@/, "").toLowerCase();
    return slug && offered.experts.map((e) => e.toLowerCase()).includes(slug) ? `delegate:${slug}` : NONE_KEY;
  }
  return NONE_KEY;
}
