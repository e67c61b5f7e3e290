import { claudeToolFor, familyForCatalogModel, isMcpName } from "../claude-code/vocabulary";
import type { AdapterInjection } from "./injection-input";

/** The Claude Agent SDK's AgentDefinition, in the fields an injection fills (checked against the SDK's type in the tests). */
export type ClaudeAgentDefinition = { description: string; prompt: string; tools: string[]; model?: string };

/** The part of the SDK's `query()` options one injection decides. */
export type ClaudeAgentOptions = {
  systemPrompt: string;
  agents: Record<string, ClaudeAgentDefinition>;
  /** Switched-off builtins, as Claude Code spells a denied subagent: `Agent(name)`. */
  disallowedTools: string[];
};

export type ClaudeAdapterResult = { options: ClaudeAgentOptions; notes: string[] };

/**
 * rules §13: one injection as Claude Agent SDK options. Tools take their Claude Code names (the same
 * table as the Claude Code export, §9); a tool Claude Code lacks is kept as named and noted, since the
 * runtime must supply it (an MCP server, say). Catalog Claude models become their aliases; "inherit"
 * stays; any other model is left out (the subagent runs on the main model) and noted.
 */
export function toClaudeAgentOptions(injection: AdapterInjection): ClaudeAdapterResult {
  const notes: string[] = [];
  const agents: Record<string, ClaudeAgentDefinition> = {};
  for (const sub of injection.subagents) {
    const tools = sub.tools.map((tool) => claudeToolFor(tool) ?? tool);
    const foreign = sub.tools.filter((tool) => claudeToolFor(tool) === undefined && !isMcpName(tool));
    if (foreign.length > 0)
      notes.push(
        `${sub.name}: ${foreign.join(", ")} ${foreign.length === 1 ? "is not a Claude Code tool; your runtime must provide it" : "are not Claude Code tools; your runtime must provide them"} (for example through an MCP server).`,
      );
    const model = claudeModel(sub.model);
    if (model === undefined)
      notes.push(`${sub.name}: model ${sub.model} is not a Claude model; the subagent runs on the main model.`);
    agents[sub.name] = {
      description: sub.description,
      prompt: sub.system_prompt,
      tools,
      ...(model === undefined ? {} : { model }),
    };
  }
  const disallowedTools = injection.builtins.filter((b) => !b.enabled).map((b) => `Agent(${b.name})`);
  return { options: { systemPrompt: injection.prompt, agents, disallowedTools }, notes };
}

function claudeModel(model: string): string | undefined {
  if (model === "inherit") return "inherit";
  return familyForCatalogModel(model) ?? undefined;
}
