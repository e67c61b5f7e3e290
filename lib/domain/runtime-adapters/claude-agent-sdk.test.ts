import type { AgentDefinition, Options } from "@anthropic-ai/claude-agent-sdk";
import { describe, expect, test } from "vitest";
import { toClaudeAgentOptions } from "./claude-agent-sdk";
import { INJECTION } from "./fixture.test-support";

describe("injection → Claude Agent SDK options", () => {
  const { options, notes } = toClaudeAgentOptions(INJECTION);

  test("each subagent is an AgentDefinition under its name, with the rendered prompt as the system prompt", () => {
    expect(Object.keys(options.agents)).toEqual(["clause_scanner", "precedent-lookup", "explorer"]);
    expect(options.agents.clause_scanner).toMatchObject({
      description: "Finds risky clauses.",
      prompt: "You scan clauses.",
    });
    expect(options.systemPrompt).toBe("You are Contract Review.");
  });

  test.each([
    ["clause_scanner", ["Read", "Grep", "WebFetch"]],
    ["precedent-lookup", ["github_search", "mcp__law__search"]],
    ["explorer", ["Read", "Glob"]],
  ])("%s's tools in Claude Code names (kept as named where Claude Code has none)", (name, tools) => {
    expect(options.agents[name]?.tools).toEqual(tools);
  });

  test("a catalog Claude model becomes its alias, inherit stays, another model is left out and noted", () => {
    expect(options.agents.clause_scanner?.model).toBe("sonnet");
    expect(options.agents.explorer?.model).toBe("inherit");
    expect(options.agents["precedent-lookup"]).not.toHaveProperty("model");
    expect(notes).toContain(
      "precedent-lookup: model gpt-5 is not a Claude model; the subagent runs on the main model.",
    );
    expect(notes.some((n) => n.startsWith("precedent-lookup: github_search is not a Claude Code tool"))).toBe(true);
  });

  test("switched-off builtins are denied as Agent(name); enabled ones are not", () => {
    expect(options.disallowedTools).toEqual(["Agent(code-reviewer)"]);
  });

  test("the output is what the SDK's own types accept", () => {
    // Compiled by the typecheck against @anthropic-ai/claude-agent-sdk: a field the SDK does not take fails it.
    const agents: Record<string, AgentDefinition> = options.agents;
    const sdkOptions: Options = {
      systemPrompt: options.systemPrompt,
      agents,
      disallowedTools: options.disallowedTools,
    };
    expect(sdkOptions.agents).toBe(options.agents);
  });
});
