// Platform product data (rules §4.1). Names here are contracts with the runtime: extend, never rename.

export type PluginTool = { name: string; description: string };

export type PluginDefinition = {
  id: string;
  name: string;
  description: string;
  layer: "preset" | "own";
  tools: readonly PluginTool[];
};

// Hard-coded on purpose (§2.1): a registry lookup would let a not-yet-implemented L1 tool slip through.
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  "delegate",
  "Delegate",
  "Task",
  "task",
  "plan_write",
  "suggest_plan_mode",
  "suggest_build_mode",
]);

export const GLOBAL_TOOL_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze({
  read: "Read a file from the workspace.",
  grep: "Search file contents with a regular expression.",
  glob: "Find files whose paths match a pattern.",
  write: "Create a file or overwrite it completely.",
  edit: "Make a targeted change to an existing file.",
  bash: "Run a shell command in the session sandbox.",
  web_fetch: "Fetch a web page and return its readable content.",
  Task: "Hand a subtask to one of this Expert's subagents.",
  delegate: "Ask another Expert on the user's roster to take on a task.",
  plan_write: "Write or update the plan for this session.",
  suggest_plan_mode: "Suggest that the session switch to plan mode.",
  suggest_build_mode: "Suggest that the session switch to build mode.",
  subagent: "Legacy delegation: run a child agent and return its result.",
  subagent_fork: "Legacy delegation: fork this agent into a child that shares its context.",
  send_message: "Legacy delegation: send a message to a running child agent.",
  list_agents: "Legacy delegation: list the child agents of this session.",
  interrupt_agent: "Legacy delegation: interrupt a running child agent.",
});

export const GLOBAL_TOOLS: readonly string[] = Object.freeze(Object.keys(GLOBAL_TOOL_DESCRIPTIONS));

const plugin = (
  id: string,
  name: string,
  layer: PluginDefinition["layer"],
  description: string,
  tools: [string, string][],
): PluginDefinition =>
  Object.freeze({
    id,
    name,
    layer,
    description,
    tools: Object.freeze(tools.map(([tool, text]) => Object.freeze({ name: tool, description: text }))),
  });

export const PLUGINS: readonly PluginDefinition[] = Object.freeze([
  plugin("github", "GitHub", "preset", "Issues, pull requests and code search on GitHub (MCP server).", [
    ["mcp__github__create_issue", "Open an issue in a repository."],
    ["mcp__github__get_issue", "Read an issue with its comments."],
    ["mcp__github__list_pull_requests", "List the pull requests of a repository."],
    ["mcp__github__create_pull_request", "Open a pull request from a branch."],
    ["mcp__github__search_code", "Search code across repositories."],
  ]),
  plugin("slack", "Slack", "preset", "Read and post messages in a Slack workspace (MCP server).", [
    ["mcp__slack__post_message", "Post a message to a channel."],
    ["mcp__slack__list_channels", "List the channels the bot can see."],
    ["mcp__slack__search_messages", "Search messages across channels."],
  ]),
  plugin("postgres", "PostgreSQL", "preset", "Read-only SQL access to a PostgreSQL database (MCP server).", [
    ["mcp__postgres__query", "Run a read-only SQL query."],
    ["mcp__postgres__list_tables", "List the tables of the database."],
    ["mcp__postgres__describe_table", "Show the columns and keys of a table."],
  ]),
  plugin("web-search", "Web search", "preset", "Search the public web.", [
    ["web_search", "Search the web and return ranked results."],
  ]),
  plugin("one-shot-providers", "One-shot providers", "preset", "Run a one-shot subagent on another provider's agent.", [
    ["subagent_codex", "Run a one-shot task with Codex."],
    ["subagent_claude_code", "Run a one-shot task with Claude Code."],
  ]),
  plugin("agent-teams", "Agent Teams", "own", "Runs the agent as the lead of a team of teammates.", [
    ["spawn_teammate", "Start a new teammate with a role and instructions."],
    ["send_message", "Send a message to a teammate."],
    ["list_agents", "List the members of the team."],
    ["interrupt_agent", "Interrupt a teammate."],
    ["wait_agent", "Wait for a teammate to finish or reply."],
    ["team_task_create", "Add a task to the team's task list."],
    ["team_task_list", "List the team's tasks and their owners."],
    ["team_task_update", "Update the status or owner of a team task."],
  ]),
  plugin("linear", "Linear", "preset", "Issues and projects in Linear (MCP server).", [
    ["mcp__linear__create_issue", "Create an issue in a team."],
    ["mcp__linear__get_issue", "Read an issue with its comments."],
    ["mcp__linear__list_issues", "List issues matching a filter."],
    ["mcp__linear__update_issue", "Change the state, assignee or fields of an issue."],
  ]),
  plugin("sentry", "Sentry", "preset", "Errors and events from Sentry (MCP server).", [
    ["mcp__sentry__get_issue", "Read an error issue with its latest event."],
    ["mcp__sentry__list_issues", "List unresolved issues of a project."],
    ["mcp__sentry__search_events", "Search events by query."],
  ]),
]);

export function getPlugin(id: unknown): PluginDefinition | undefined {
  return PLUGINS.find((p) => p.id === id);
}

export const MODEL_CATALOG: readonly string[] = Object.freeze([
  "claude-opus-4",
  "claude-sonnet-4",
  "claude-haiku-4",
  "gpt-5",
  "gpt-5-mini",
  "gemini-2.5-pro",
]);

export function isCatalogModel(value: unknown): value is string {
  return typeof value === "string" && MODEL_CATALOG.includes(value);
}
