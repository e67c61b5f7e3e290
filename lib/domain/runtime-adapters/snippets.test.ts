import { describe, expect, test } from "vitest";
import { toClaudeAgentOptions } from "./claude-agent-sdk";
import { INJECTION } from "./fixture.test-support";
import { claudeAgentSdkSnippet, openAIAgentsSnippet } from "./snippets";

describe("Use in your runtime: the snippets", () => {
  test("the Claude Agent SDK program carries exactly the adapter's options", () => {
    const snippet = claudeAgentSdkSnippet(INJECTION);
    const literal = snippet.slice(
      snippet.indexOf("const options = ") + "const options = ".length,
      snippet.indexOf(";\n\nfor await"),
    );
    expect(JSON.parse(literal)).toEqual(toClaudeAgentOptions(INJECTION).options);
    expect(snippet).toContain('from "@anthropic-ai/claude-agent-sdk"');
    expect(snippet).toContain("// precedent-lookup: model gpt-5 is not a Claude model");
  });

  test("the OpenAI Agents program is JavaScript that builds the agents and their handoffs", async () => {
    const snippet = openAIAgentsSnippet(INJECTION);
    const built: { name: string; handoffs?: unknown[] }[] = [];
    // Run the snippet's body with a stand-in Agent that records what it is given (no SDK, no model call).
    const body = snippet.replace(/^import .*$/m, "").replace(/const result = [\s\S]*$/, "return expert;");
    const run = new Function("Agent", body) as (agent: unknown) => { name: string; handoffs: { name: string }[] };
    const expert = run(
      class {
        constructor(config: { name: string; handoffs?: unknown[] }) {
          built.push(config);
          Object.assign(this, config);
        }
      },
    );
    expect(expert.name).toBe("Contract Review");
    expect(expert.handoffs.map((h) => h.name)).toEqual(["clause_scanner", "precedent-lookup", "explorer"]);
    expect(built).toHaveLength(4);
  });
});
