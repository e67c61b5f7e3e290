// The catalog's tool names as rules §4.1 lists them, written once for the tests that pin them or build
// a tool surface from them. Literal on purpose: the tests compare the product's catalog against it.

/** The global tools, in their surface order. */
export const GLOBAL_TOOL_NAMES = [
  "read",
  "grep",
  "glob",
  "write",
  "edit",
  "bash",
  "web_fetch",
  "Task",
  "delegate",
  "plan_write",
  "suggest_plan_mode",
  "suggest_build_mode",
  "subagent",
  "subagent_fork",
  "send_message",
  "list_agents",
  "interrupt_agent",
];

/** Each plugin's tools, in order. */
export const PLUGIN_TOOL_NAMES = {
  github: [
    "mcp__github__create_issue",
    "mcp__github__get_issue",
    "mcp__github__list_pull_requests",
    "mcp__github__create_pull_request",
    "mcp__github__search_code",
  ],
  slack: ["mcp__slack__post_message", "mcp__slack__list_channels", "mcp__slack__search_messages"],
  postgres: ["mcp__postgres__query", "mcp__postgres__list_tables", "mcp__postgres__describe_table"],
  "web-search": ["web_search"],
  "one-shot-providers": ["subagent_codex", "subagent_claude_code"],
  "agent-teams": [
    "spawn_teammate",
    "send_message",
    "list_agents",
    "interrupt_agent",
    "wait_agent",
    "team_task_create",
    "team_task_list",
    "team_task_update",
  ],
};

/** The global tools a subagent is most often given, read through plan_write (the first ten). */
export const CORE_TOOL_NAMES = GLOBAL_TOOL_NAMES.slice(0, 10);
