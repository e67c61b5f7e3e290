import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { exportSpec } from "./export-spec";
import { importClaudeCodeFile } from "./import-file";
import { readToolList } from "./tool-list";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");
const file = (frontmatter: string) =>
  `---\nname: lister\ndescription: Lists things.\n${frontmatter}\n---\n\nYou list.\n`;
const toolsOf = (text: string) => importClaudeCodeFile("lister.md", text).spec?.tools;

describe("tool lists are read the way Claude Code reads them", () => {
  test("a JSON-style list in a file whose YAML is otherwise invalid gives the names, without their quotes", () => {
    const result = importClaudeCodeFile("schema-checker.md", fixture("json-tools-invalid-yaml.md"));
    expect(at(result.notes, 0).message).toMatch(/not valid YAML/);
    expect(result.spec).toMatchObject({
      name: "schema-checker",
      tools: ["read", "grep", "glob"],
      model: "claude-haiku-4",
    });
    expect(result.notes.map((n) => n.message).join("\n")).not.toMatch(/will be dropped|zero_tools|unknown_tool/);
    // The export writes the names back as a list of tools, not the list's text.
    expect(exportSpec(JSON.stringify(result.spec), 1).content).toContain("\ntools: Read, Grep, Glob\n");
  });

  test.each([
    ["a JSON-style list", 'tools: ["Read", "Grep"]'],
    ["a YAML flow list", "tools: [Read, Grep]"],
    ["a quoted JSON-style list", `tools: '["Read", "Grep"]'`],
    ["single-quoted names", "tools: ['Read', 'Grep']"],
    ["a comma list", "tools: Read, Grep"],
    ["a YAML list", "tools:\n  - Read\n  - Grep"],
  ])("%s in valid YAML", (_label, line) => {
    expect(toolsOf(file(line))).toEqual(["read", "grep"]);
  });

  test.each([
    ["a JSON-style list", 'tools: ["Read", "Grep"]'],
    ["a JSON-style list over several lines", 'tools: [\n  "Read",\n  "Grep"\n]'],
    ["a comma list with quoted names", 'tools: "Read", "Grep"'],
    ["a YAML list", "tools:\n  - Read\n  - 'Grep'"],
  ])("%s where the YAML is invalid", (_label, line) => {
    const text = `---\nname: lister\ndescription: Use when: lists are due.\n${line}\n---\n\nYou list.\n`;
    expect(at(importClaudeCodeFile("lister.md", text).notes, 0).message).toMatch(/not valid YAML/);
    expect(toolsOf(text)).toEqual(["read", "grep"]);
  });

  test("Agent(a, b, c) in a comma list is one entry, kept whole", () => {
    const result = importClaudeCodeFile("coordinator.md", fixture("agent-inner-commas.md"));
    expect(result.spec?.tools).toEqual(["Agent(worker, researcher, release-notes)", "read", "grep"]);
    const messages = result.notes.map((n) => n.message);
    expect(messages.join("\n")).not.toMatch(/"(worker|researcher\)?|release-notes\))"/);
    expect(messages).toEqual([
      expect.stringMatching(
        /^The tool "Agent\(worker, researcher, release-notes\)" names the subagents this one may start in Claude Code/,
      ),
    ]);
  });

  test.each([
    ["in a YAML flow list (which YAML splits at the commas)", "tools: [Agent(worker, researcher), Read]"],
    ["in a YAML list", "tools:\n  - Agent(worker, researcher)\n  - Read"],
    ["in a JSON-style list where the YAML is invalid", 'tools: ["Agent(worker, researcher)", "Read"]\ncolor: : red'],
  ])("Agent(…) %s is one entry too", (_label, line) => {
    expect(toolsOf(file(line))).toEqual(["Agent(worker, researcher)", "read"]);
  });
});

describe("readToolList", () => {
  test.each([
    ["Read, Grep", ["Read", "Grep"]],
    ["Bash(git log:*), Read", ["Bash(git log:*)", "Read"]],
    ['["Read", "Bash(npm run test:*)"]', ["Read", "Bash(npm run test:*)"]],
    ["[]", []],
    ["Read,, Grep,", ["Read", "Grep"]],
    ["Agent(a, (b, c)), Read", ["Agent(a, (b, c))", "Read"]],
  ])("%j", (raw, entries) => {
    expect(readToolList(raw)).toEqual({ ok: true, entries });
  });

  test("a YAML list keeps non-text entries for the report, and rejoins an entry split inside its parentheses", () => {
    expect(readToolList(["Agent(a", "b)", 3, "Read"])).toEqual({ ok: true, entries: ["Agent(a, b)", 3, "Read"] });
  });

  test("anything else is not a tool list", () => {
    expect(readToolList({ Read: true })).toEqual({ ok: false });
  });
});
