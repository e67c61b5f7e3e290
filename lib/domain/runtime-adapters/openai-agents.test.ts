import { Agent, getHandoff, type AgentOptions } from "@openai/agents";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { INJECTION } from "./fixture.test-support";
import { toOpenAIAgentsPlan, type OpenAIAgentPlan } from "./openai-agents";

// Real Agent objects of the OpenAI Agents SDK, built from the plan (no model is called).
const agentOptions = ({ toolNames: _tools, ...config }: OpenAIAgentPlan): AgentOptions => config;

describe("injection → OpenAI Agents SDK agents with handoffs", () => {
  const plan = toOpenAIAgentsPlan(INJECTION);
  const handoffs = plan.handoffs.map((h) => new Agent(agentOptions(h)));
  const expert = new Agent({ ...agentOptions(plan.main), handoffs });

  test("the Expert is the main agent with the rendered prompt as its instructions", () => {
    expect(expert.name).toBe("Contract Review");
    expect(expert.instructions).toBe("You are Contract Review.");
    expect(plan.main.toolNames).toEqual(["read", "grep", "github_search"]);
  });

  test("one handoff per subagent: the SDK's tool name and a description carrying the subagent's", () => {
    const tools = expert.handoffs.map((h) => getHandoff(h));
    expect(tools.map((t) => t.toolName)).toEqual([
      "transfer_to_clause_scanner",
      "transfer_to_precedent_lookup",
      "transfer_to_explorer",
    ]);
    expect(tools.map((t) => t.toolDescription)).toEqual([
      "Handoff to the clause_scanner agent to handle the request. Finds risky clauses.",
      "Handoff to the precedent-lookup agent to handle the request. Looks up precedents.",
      "Handoff to the explorer agent to handle the request. Explores the codebase.",
    ]);
  });

  test("a subagent's model is kept as named; inherit leaves the SDK's default", () => {
    expect(handoffs.map((a) => a.model)).toEqual(["claude-sonnet-4", "gpt-5", ""]);
    expect(at(plan.handoffs, 1).toolNames).toEqual(["github_search", "mcp__law__search"]);
  });
});
