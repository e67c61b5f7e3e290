import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { PLUGINS } from "../catalog";
import { matchGlob } from "../subagents/glob";
import { resolveSubagents } from "../subagents/resolve-subagents";
import { buildToolSurface, DEFAULT_TEAM_GUARD } from "../tool-surface";
import { importClaudeCodeFile } from "./import-file";

// Claude Code's own tool names and the platform tools they are (rules §9), written out here so the
// model of Claude Code below shares no code with the importer it checks.
const CLAUDE_NAMES: Record<string, string> = {
  Read: "read",
  Grep: "grep",
  Glob: "glob",
  Write: "write",
  Edit: "edit",
  MultiEdit: "edit",
  Bash: "bash",
  WebFetch: "web_fetch",
  WebSearch: "web_search",
};
const TOOL_ENTRIES = [
  ...Object.keys(CLAUDE_NAMES),
  "NotebookEdit",
  "TodoWrite",
  "Task",
  "Agent",
  "Agent(worker, researcher)",
  "Bash(git log:*)",
  "mcp__github__get_issue",
  "mcp__github__create_issue",
  "mcp__github__*",
  "mcp__slack__*",
  "mcp__*__get_issue",
  "mcp__postgres__query",
  "spawn_teammate",
  "subagent",
  "send_message",
  "read",
  "web_*",
];
const DENY_ENTRIES = [
  ...Object.keys(CLAUDE_NAMES),
  "Bash(rm:*)",
  "mcp__github",
  "mcp__github__create_issue",
  "mcp__slack__*",
  "Wirte",
  "Agent",
  "Task(x)",
  "subagent",
  "spawn_teammate",
];

/**
 * What Claude Code grants, in platform names, on a main agent with `available` tools: every tool
 * when `tools` is absent, else the listed ones (a glob or a rule such as `Bash(git log:*)` read as
 * generously as can be), minus the exact names in `disallowedTools`. Where Claude Code is unclear
 * this model grants more, never less, so a subset of it is never wider than Claude Code.
 */
function claudeCodeGrants(
  tools: string[] | undefined,
  denied: string[] | undefined,
  available: readonly string[],
): Set<string> {
  const platform = (entry: string) => CLAUDE_NAMES[entry.replace(/\(.*\)$/s, "")] ?? entry.replace(/\(.*\)$/s, "");
  const listed =
    tools === undefined
      ? [...available]
      : tools.flatMap((entry) =>
          entry.includes("*") ? matchGlob(entry, available) : available.filter((t) => t === platform(entry)),
        );
  const exact = new Set((denied ?? []).filter((e) => !/[()*]/.test(e)).map(platform));
  return new Set(listed.filter((t) => !exact.has(t)));
}

const list = (pool: string[]) => fc.uniqueArray(fc.constantFrom(...pool), { maxLength: 6 });
const format = fc.constantFrom("comma", "yaml", "json", "flow");
const unicode = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
  .filter((t) => t.trim() !== "" && !/[\n\r]/.test(t));
const frontmatter = fc.record(
  {
    description: fc.oneof(
      unicode.map((t) => JSON.stringify(t)),
      fc.constant("Use when: the build fails"),
      fc.constant("Reviews code.\nExamples:\nuser: review this"),
    ),
    tools: fc.tuple(list(TOOL_ENTRIES), format),
    disallowedTools: fc.tuple(list(DENY_ENTRIES), format),
    model: fc.constantFrom("inherit", "sonnet", "opus", "haiku", "claude-opus-4-1-20250805", "fable"),
    permissionMode: fc.constantFrom("default", "acceptEdits", "plan", "bypassPermissions"),
    maxTurns: fc.integer({ min: 1, max: 50 }),
    skills: fc.constant("[changelog, semver]"),
    mcpServers: fc.constant("\n  - github"),
    hooks: fc.constant("\n  PreToolUse:\n    - matcher: Bash"),
    memory: fc.constantFrom("user", "project"),
    background: fc.boolean(),
    effort: fc.constantFrom("low", "high"),
    isolation: fc.constant("worktree"),
    color: fc.constantFrom("blue", "red"),
  },
  { requiredKeys: [] },
);
const plugins = fc.subarray(PLUGINS.map((p) => p.id));

function renderList(entries: string[], how: string): string {
  if (how === "yaml") return entries.length === 0 ? "[]" : `\n${entries.map((e) => `  - "${e}"`).join("\n")}`;
  if (how === "json") return JSON.stringify(entries);
  if (how === "flow") return `[${entries.join(", ")}]`;
  return entries.join(", ");
}

function render(values: Record<string, unknown>): string {
  const lines = ["name: generated"];
  for (const [key, value] of Object.entries(values)) {
    lines.push(
      `${key}: ${Array.isArray(value) ? renderList(value[0] as string[], value[1] as string) : String(value)}`,
    );
  }
  return `---\n${lines.join("\n")}\n---\n\nYou work.\n`;
}

describe("no import grants a tool Claude Code would not", () => {
  test("for random frontmatter over the keys Claude Code documents, on random Expert surfaces", () => {
    fc.assert(
      fc.property(frontmatter, plugins, fc.constantFrom("enforce", "warn", "off" as const), (values, enabled, mode) => {
        const surface = buildToolSurface({ plugins: enabled, teamGuard: { ...DEFAULT_TEAM_GUARD, mode } }).tools.map(
          (t) => t.name,
        );
        const imported = importClaudeCodeFile("generated.md", render(values), { surface, disabledBuiltins: [] });
        const resolution = resolveSubagents({
          specs: [imported.spec],
          surface,
          defaultModel: "claude-sonnet-4",
          builtinSwitches: { readable: true, disabled: [] },
        });
        const granted = resolution.subagents.find((s) => s.source === "expert")?.tools ?? [];
        // An empty comma list is an empty `tools:` line, which Claude Code reads as every tool.
        const tools =
          values.tools && !(values.tools[0].length === 0 && values.tools[1] === "comma") ? values.tools[0] : undefined;
        const allowed = claudeCodeGrants(tools, values.disallowedTools?.[0], surface);
        expect(granted.filter((t) => !allowed.has(t))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
