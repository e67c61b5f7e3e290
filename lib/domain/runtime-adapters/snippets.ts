import { toClaudeAgentOptions } from "./claude-agent-sdk";
import type { AdapterInjection } from "./injection-input";
import { toOpenAIAgentsPlan, type OpenAIAgentPlan } from "./openai-agents";

const indent = (text: string, by: string) => text.split("\n").join(`\n${by}`);
const js = (value: unknown) => JSON.stringify(value, null, 2);

/** rules §13 "Use in your runtime": a Claude Agent SDK program that runs this injection. */
export function claudeAgentSdkSnippet(injection: AdapterInjection): string {
  const { options, notes } = toClaudeAgentOptions(injection);
  return [
    `import { query } from "@anthropic-ai/claude-agent-sdk";`,
    ``,
    `// ${injection.expert.name} (${injection.expert.slug}), from the harness injection.`,
    ...notes.map((note) => `// ${note}`),
    `const options = ${js(options)};`,
    ``,
    `for await (const message of query({ prompt: "Your task here", options })) {`,
    `  if (message.type === "result" && message.subtype === "success") console.log(message.result);`,
    `}`,
  ].join("\n");
}

function agentLiteral(plan: OpenAIAgentPlan, extra = ""): string {
  const { toolNames, ...config } = plan;
  const fields = js(config).slice(0, -2);
  const tools = toolNames.length > 0 ? `\n  // tools: ${toolNames.join(", ")} (implementations from your runtime)` : "";
  return `new Agent(${fields},${extra}${tools}\n})`;
}

/** rules §13 "Use in your runtime": an OpenAI Agents SDK program whose main agent hands off to the subagents. */
export function openAIAgentsSnippet(injection: AdapterInjection): string {
  const { main, handoffs, notes } = toOpenAIAgentsPlan(injection);
  return [
    `import { Agent, run } from "@openai/agents";`,
    ``,
    `// ${injection.expert.name} (${injection.expert.slug}), from the harness injection.`,
    ...notes.map((note) => `// ${note}`),
    `const handoffs = [`,
    ...handoffs.map((h) => `  ${indent(agentLiteral(h), "  ")},`),
    `];`,
    ``,
    `const expert = ${agentLiteral(main, "\n  handoffs,")};`,
    ``,
    `const result = await run(expert, "Your task here");`,
    `console.log(result.finalOutput);`,
  ].join("\n");
}
