import type { AdapterInjection } from "./injection-input";

/** An injection with every case the adapters map: platform, plugin and MCP tools; Claude, other and inherited models; a switched-off builtin. */
export const INJECTION: AdapterInjection = {
  expert: { slug: "contract-review", name: "Contract Review" },
  tools: [{ name: "read" }, { name: "grep" }, { name: "github_search" }],
  subagents: [
    {
      name: "clause_scanner",
      description: "Finds risky clauses.",
      system_prompt: "You scan clauses.",
      tools: ["read", "grep", "web_fetch"],
      model: "claude-sonnet-4",
      source: "expert",
    },
    {
      name: "precedent-lookup",
      description: "Looks up precedents.",
      system_prompt: "You look up precedents.",
      tools: ["github_search", "mcp__law__search"],
      model: "gpt-5",
      source: "expert",
    },
    {
      name: "explorer",
      description: "Explores the codebase.",
      system_prompt: "You explore.",
      tools: ["read", "glob"],
      model: "inherit",
      source: "builtin",
    },
  ],
  builtins: [
    { name: "explorer", enabled: true },
    { name: "code-reviewer", enabled: false },
  ],
  prompt: "You are Contract Review.",
};
