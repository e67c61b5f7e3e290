import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { GLOBAL_TOOLS, getPlugin } from "../catalog";
import { resolveSubagents } from "../subagents/resolve-subagents";
import { exportSpec } from "./export-spec";
import { splitFrontmatter } from "./frontmatter";
import type { ImportContext } from "./import-checks";
import { importClaudeCodeFile } from "./import-file";

const GITHUB = getPlugin("github")!.tools.map((t) => t.name);
const WITH_GITHUB: ImportContext = { surface: [...GLOBAL_TOOLS, ...GITHUB], disabledBuiltins: [] };
const GLOBAL_ONLY: ImportContext = { surface: GLOBAL_TOOLS, disabledBuiltins: [] };
const file = (frontmatter: string) => `---\nname: auditor\ndescription: Audits.\n${frontmatter}\n---\n\nYou audit.\n`;
const imported = (frontmatter: string, context = WITH_GITHUB) =>
  importClaudeCodeFile("auditor.md", file(frontmatter), context);
const granted = (spec: Record<string, unknown> | null, surface: readonly string[]) =>
  resolveSubagents({
    specs: [spec],
    surface,
    defaultModel: "claude-sonnet-4",
    builtinSwitches: { readable: true, disabled: [] },
  }).subagents.find((s) => s.source === "expert")?.tools ?? [];
const notesOf = (result: { notes: { key?: string; severity: string; message: string }[] }) =>
  result.notes.filter((n) => n.key === "disallowedTools");

describe("disallowedTools narrows what a subagent gets, never widens it", () => {
  test("a read-only agent (no tools, Write and Edit disallowed) gets this Expert's tools without write and edit, written out", () => {
    const text = readFileSync(join(import.meta.dirname, "fixtures", "read-only-disallowed.md"), "utf8");
    const result = importClaudeCodeFile("dependency-auditor.md", text, GLOBAL_ONLY);
    const tools = [
      "read",
      "grep",
      "glob",
      "bash",
      "web_fetch",
      "subagent",
      "subagent_fork",
      "send_message",
      "list_agents",
      "interrupt_agent",
    ];
    expect(result.spec?.tools).toEqual(tools);
    expect(granted(result.spec, GLOBAL_TOOLS)).toEqual(tools);
    expect(notesOf(result)).toEqual([
      {
        severity: "info",
        key: "disallowedTools",
        message:
          "Claude Code gives this subagent every tool except Write, Edit, MultiEdit. It was imported with this Expert's tools at import time, written out, without write and edit; tools the Expert gains later are not added (an import may narrow access, never widen it).",
      },
    ]);
    // The export writes an explicit tools list: the file stays read-only in Claude Code too.
    const exported = splitFrontmatter(exportSpec(JSON.stringify(result.spec), 1).content!);
    const values = parse(exported.kind === "frontmatter" ? exported.yaml : "") as Record<string, unknown>;
    expect(String(values.tools).split(", ")).toEqual(
      expect.arrayContaining(["Read", "Grep", "Glob", "Bash", "WebFetch"]),
    );
    expect(String(values.tools)).not.toMatch(/Write|Edit/);
  });

  test("with tools, the disallowed ones are taken out of them", () => {
    const result = imported("tools: Read, Write, Bash, Grep\ndisallowedTools: Write, Bash");
    expect(result.spec?.tools).toEqual(["read", "grep"]);
    expect(notesOf(result)).toEqual([
      expect.objectContaining({ severity: "info", message: "disallowedTools leaves write and bash out of its tools." }),
    ]);
  });

  test("a glob that could grant a disallowed tool is written out without it; one that cannot is kept", () => {
    const result = imported("tools: mcp__github__*, Read\ndisallowedTools: mcp__github__create_issue");
    expect(result.spec?.tools).toEqual([...GITHUB.filter((t) => t !== "mcp__github__create_issue"), "read"]);
    expect(at(notesOf(result), 0).message).toMatch(/mcp__github__\* was written out as its tools on this Expert/);
    expect(imported("tools: mcp__github__*, Read\ndisallowedTools: Write").spec?.tools).toEqual([
      "mcp__github__*",
      "read",
    ]);
    // Without the plugin there is nothing to write out, and enabling it later adds nothing disallowed.
    expect(
      imported("tools: mcp__github__*, Read\ndisallowedTools: mcp__github__create_issue", GLOBAL_ONLY).spec?.tools,
    ).toEqual(["read"]);
  });

  test("a permission rule leaves the whole tool out, because the platform cannot deny only some of its uses", () => {
    const result = imported("disallowedTools: Bash(rm:*), Write");
    expect(result.spec?.tools).not.toContain("bash");
    expect(result.spec?.tools).not.toContain("write");
    expect(notesOf(result).map((n) => n.message)).toContainEqual(
      "`Bash(rm:*)` denies only some uses of Bash in Claude Code; the platform cannot limit bash that way, so bash was left out entirely.",
    );
  });

  test("an MCP server's name leaves out every tool of that server", () => {
    expect(imported("tools: Read, mcp__github__get_issue\ndisallowedTools: mcp__github").spec?.tools).toEqual(["read"]);
    expect(imported("disallowedTools: mcp__github").spec?.tools).toEqual(
      GLOBAL_TOOLS.filter(
        (t) => !["Task", "delegate", "plan_write", "suggest_plan_mode", "suggest_build_mode"].includes(t),
      ),
    );
  });

  test("a name that is no tool is reported with the closest names, and nothing is left out for it", () => {
    const result = imported("tools: Read, Write\ndisallowedTools: Wirte");
    expect(result.spec?.tools).toEqual(["read", "write"]);
    expect(notesOf(result)).toEqual([
      expect.objectContaining({
        severity: "warning",
        message: expect.stringMatching(
          /^disallowedTools names "Wirte", which is no platform tool, so nothing was left out for it \(closest: write/,
        ),
      }),
    ]);
  });

  test("Agent and Task: subagents on the platform never get them", () => {
    const result = imported("tools: Read\ndisallowedTools: Agent, Task(reviewer)");
    expect(result.spec?.tools).toEqual(["read"]);
    expect(notesOf(result)).toEqual([
      expect.objectContaining({
        severity: "info",
        message: expect.stringMatching(/no subagent on the platform starts another/),
      }),
    ]);
  });

  test("disallowedTools that cannot be read grants nothing, rather than every tool", () => {
    const result = imported("disallowedTools:\n  Write: true");
    expect(result.spec?.tools).toEqual([]);
    expect(notesOf(result)).toEqual([
      expect.objectContaining({
        severity: "warning",
        message: expect.stringMatching(/cannot be honoured, so no tool was granted/),
      }),
    ]);
  });

  test("an empty disallowedTools leaves everything in", () => {
    const result = imported("disallowedTools: []");
    expect(result.spec?.tools).toEqual(["*"]);
    expect(notesOf(result)).toEqual([
      expect.objectContaining({ severity: "info", message: "disallowedTools is empty: nothing was left out." }),
    ]);
  });

  test.each([
    ["a JSON-style list", 'disallowedTools: ["Write", "Edit"]'],
    ["a YAML list", "disallowedTools:\n  - Write\n  - Edit"],
    ["a comma list", "disallowedTools: Write, Edit"],
  ])("%s is honoured where the YAML is invalid too", (_label, line) => {
    const text = `---\nname: auditor\ndescription: Use when: audits are due.\n${line}\n---\n\nYou audit.\n`;
    const result = importClaudeCodeFile("auditor.md", text, GLOBAL_ONLY);
    expect(at(result.notes, 0).message).toMatch(/not valid YAML/);
    expect(result.spec?.tools).toContain("read");
    expect(result.spec?.tools).not.toContain("write");
    expect(result.spec?.tools).not.toContain("edit");
  });
});
