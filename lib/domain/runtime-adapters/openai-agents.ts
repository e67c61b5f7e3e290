import type { AdapterInjection } from "./injection-input";

/** What `new Agent({...})` of the OpenAI Agents SDK takes from an injection (checked against the SDK's type in the tests). */
export type OpenAIAgentPlan = {
  name: string;
  instructions: string;
  handoffDescription: string;
  model?: string;
  toolNames: string[];
};

export type OpenAIAgentsPlan = { main: OpenAIAgentPlan; handoffs: OpenAIAgentPlan[]; notes: string[] };

/**
 * rules §13: one injection as OpenAI Agents SDK agents: the Expert as the main agent, each subagent an
 * agent it hands off to (the SDK names each handoff tool `transfer_to_<name>` and describes it with the
 * agent's handoffDescription). Tools are named, not built: the runtime supplies their implementations.
 * A model is kept as named except "inherit", which leaves the SDK's default (the main agent's).
 */
export function toOpenAIAgentsPlan(injection: AdapterInjection): OpenAIAgentsPlan {
  const notes: string[] = [];
  const handoffs = injection.subagents.map((sub) => ({
    name: sub.name,
    instructions: sub.system_prompt,
    handoffDescription: sub.description,
    ...(sub.model === "inherit" ? {} : { model: sub.model }),
    toolNames: [...sub.tools],
  }));
  if (injection.tools.length > 0 || handoffs.some((h) => h.toolNames.length > 0))
    notes.push(
      "Tool names are listed for each agent; give each agent the tool implementations your runtime has under those names.",
    );
  const main = {
    name: injection.expert.name,
    instructions: injection.prompt,
    handoffDescription: `The ${injection.expert.name} Expert (${injection.expert.slug}).`,
    toolNames: injection.tools.map((t) => t.name),
  };
  return { main, handoffs, notes };
}
