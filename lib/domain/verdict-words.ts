import type { DropCode } from "./subagents/resolve-subagents";
import type { ToolCode } from "./subagents/resolve-tools";

// The harness's codes stay in the API and the admin trace; people in the Studio read these words.

const DROP_WORDS: Record<DropCode, string> = {
  not_object: "not a JSON object",
  missing_field: "a required field is empty",
  invalid_name: "the name is not allowed",
  reserved_name: "the name is reserved",
  tools_not_array: "tools must be a list",
  zero_tools: "no usable tools",
  collides_with_builtin: "same name as a builtin",
  duplicate_name: "name already used",
};

const TOOL_WORDS: Record<ToolCode, string> = {
  reserved_tool: "kept for the main agent only",
  not_a_string: "not a tool name (must be text)",
  glob_no_match: "the pattern matches no tool",
  unknown_tool: "no tool of that name here",
  glob_budget: "left out: too many patterns to check",
};

/** Why a spec is dropped, in a few plain words, for its pill. */
export const dropWords = (code: DropCode | undefined): string =>
  code ? (DROP_WORDS[code] ?? "not usable") : "not usable";

/** Why one tool entry of a spec is not granted, in plain words. */
export const toolWords = (code: ToolCode | undefined): string =>
  code ? (TOOL_WORDS[code] ?? "not granted") : "not granted";
