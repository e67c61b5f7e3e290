import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { GLOBAL_TOOLS, PLUGINS } from "../catalog";
import { resolveSubagents } from "../subagents/resolve-subagents";
import { importClaudeCodeFile } from "./import-file";
import { nameFromFileName } from "./names";

const file = (frontmatter: string, body = "You review code.") => `---\n${frontmatter}\n---\n\n${body}\n`;
const base = "name: reviewer\ndescription: Reviews code.";
const importSpec = (text: string, fileName = "reviewer.md") => importClaudeCodeFile(fileName, text);
// An Expert with every catalog plugin on: no tool is missing for lack of a plugin.
const EVERY_PLUGIN = {
  surface: [...GLOBAL_TOOLS, ...PLUGINS.flatMap((p) => p.tools.map((t) => t.name))],
  disabledBuiltins: [],
};
const messages = (text: string) =>
  importSpec(text)
    .notes.map((n) => n.message)
    .join("\n");

describe("rules §9 rows: Claude Code → Expert Studio", () => {
  test("name and description carry over with Unicode intact; body is trimmed into system_prompt", () => {
    const text = file(
      "name: prüfer-日本\ndescription: Prüft Verträge — 契約を確認する 🧾",
      "\n\n  Du bist ein Prüfer.\n\n契約。  \n\n",
    );
    expect(importSpec(text)).toEqual({
      file: "reviewer.md",
      spec: {
        name: "prüfer-日本",
        description: "Prüft Verträge — 契約を確認する 🧾",
        system_prompt: "Du bist ein Prüfer.\n\n契約。",
        tools: ["*"],
      },
      notes: [],
    });
  });

  test("tools omitted becomes every tool", () => {
    expect(importSpec(file(base)).spec?.tools).toEqual(["*"]);
  });

  test.each([
    ["Read", "read"],
    ["Grep", "grep"],
    ["Glob", "glob"],
    ["Write", "write"],
    ["Edit", "edit"],
    ["MultiEdit", "edit"],
    ["Bash", "bash"],
    ["WebFetch", "web_fetch"],
    ["WebSearch", "web_search"],
    ["mcp__github__get_issue", "mcp__github__get_issue"],
    ["mcp__github__*", "mcp__github__*"],
    ["mcp__*__get_issue", "mcp__*__get_issue"],
  ])("tool %s becomes %s", (claude, platform) => {
    const result = importClaudeCodeFile("reviewer.md", file(`${base}\ntools: ${claude}`), EVERY_PLUGIN);
    expect(result.spec?.tools).toEqual([platform]);
    expect(result.notes.filter((n) => n.severity !== "info")).toEqual([]);
  });

  test("a comma list and a YAML list give the same tools, in order", () => {
    const comma = importSpec(file(`${base}\ntools: Read, Grep,  WebFetch,Bash`)).spec;
    const list = importSpec(file(`${base}\ntools:\n  - Read\n  - Grep\n  - WebFetch\n  - Bash`)).spec;
    expect(comma?.tools).toEqual(["read", "grep", "web_fetch", "bash"]);
    expect(list).toEqual(comma);
  });

  test("Edit and MultiEdit collapse into one edit, with a note", () => {
    const result = importSpec(file(`${base}\ntools: Edit, MultiEdit, Read`));
    expect(result.spec?.tools).toEqual(["edit", "read"]);
    expect(messages(file(`${base}\ntools: Edit, MultiEdit, Read`))).toMatch(/MultiEdit became edit/);
  });

  test.each(["NotebookEdit", "TodoWrite", "Bash(git:*)", "Task"])(
    "an unknown tool %s is kept as written and reported",
    (tool) => {
      const result = importSpec(file(`${base}\ntools: Read, ${tool}`));
      expect(result.spec?.tools).toEqual(["read", tool]);
      expect(result.notes).toContainEqual(
        expect.objectContaining({ severity: "warning", key: "tools", message: expect.stringContaining(tool) }),
      );
    },
  );

  test("a platform tool written as such is kept without a report line", () => {
    expect(importSpec(file(`${base}\ntools: spawn_teammate, read`)).notes).toEqual([]);
  });

  test.each([["model: inherit"], ["model: Inherit"], ["model:"], [""]])("%j gives no model", (line) => {
    const result = importSpec(file(`${base}\n${line}`));
    expect(result.spec).not.toHaveProperty("model");
    expect(result.notes).toEqual([]);
  });

  test.each([
    ["sonnet", "claude-sonnet-4", "info"],
    ["opus", "claude-opus-4", "info"],
    ["haiku", "claude-haiku-4", "info"],
    ["claude-sonnet-4", "claude-sonnet-4", "info"],
    ["claude-sonnet-4-5-20250929", "claude-sonnet-4", "warning"],
    ["claude-opus-4-1-20250805", "claude-opus-4", "warning"],
    ["claude-3-5-haiku-20241022", "claude-haiku-4", "warning"],
    ["claude-3-opus-latest", "claude-opus-4", "warning"],
  ])("model %s becomes %s, the original named in the report", (model, catalog, severity) => {
    const result = importSpec(file(`${base}\nmodel: ${model}`));
    expect(result.spec?.model).toBe(catalog);
    expect(result.notes).toEqual([
      expect.objectContaining({ severity, key: "model", message: expect.stringContaining(model) }),
    ]);
  });

  test("a catalog model is kept silently; an unknown one is kept as written with a warning", () => {
    expect(importSpec(file(`${base}\nmodel: gpt-5`))).toMatchObject({ spec: { model: "gpt-5" }, notes: [] });
    const unknown = importSpec(file(`${base}\nmodel: llama-3`));
    expect(unknown.spec?.model).toBe("llama-3");
    expect(unknown.notes[0]).toMatchObject({ severity: "warning", key: "model" });
  });

  test.each([
    ["color", "color: blue"],
    ["permissionMode", "permissionMode: acceptEdits"],
    ["hooks", "hooks:\n  PreToolUse:\n    - matcher: Bash"],
    ["mcpServers", "mcpServers:\n  github:\n    command: gh"],
    ["maxTurns", "maxTurns: 12"],
    ["system_prompt", "system_prompt: sneaky"],
  ])("the key %s is not carried over and is listed", (key, line) => {
    const result = importSpec(file(`${base}\n${line}`));
    expect(result.spec).not.toHaveProperty(key === "system_prompt" ? "nothing" : key);
    expect(result.spec?.system_prompt).toBe("You review code.");
    expect(result.notes).toEqual([
      expect.objectContaining({ severity: "warning", key, message: expect.stringContaining(key) }),
    ]);
  });
});

describe("files that are not clean frontmatter are imported where possible, their problem shown", () => {
  test("plain Markdown: the whole text is the system prompt, the name comes from the file name", () => {
    const result = importClaudeCodeFile("Security Auditor.md", "# Audit\n\nCheck the code.\n");
    expect(result.spec).toEqual({
      name: "Security-Auditor",
      system_prompt: "# Audit\n\nCheck the code.",
      tools: ["*"],
    });
    expect(result.notes.map((n) => n.severity)).toContain("error");
    expect(result.notes.some((n) => /no `---` frontmatter/.test(n.message))).toBe(true);
  });

  test("unclosed frontmatter keeps the whole text", () => {
    const result = importSpec("---\nname: x\ndescription: y\nBody without closing line");
    expect(result.spec?.system_prompt).toBe("---\nname: x\ndescription: y\nBody without closing line");
    expect(result.notes[0]).toMatchObject({ severity: "error", message: expect.stringMatching(/no closing/) });
  });

  test("invalid YAML (an unquoted colon) is read line by line", () => {
    const text = file("name: helper\ndescription: Use when: the build fails\ntools:\n  - Read\n  - Bash\nmodel: haiku");
    const result = importSpec(text);
    expect(result.spec).toEqual({
      name: "helper",
      description: "Use when: the build fails",
      system_prompt: "You review code.",
      tools: ["read", "bash"],
      model: "claude-haiku-4",
    });
    expect(result.notes[0]).toMatchObject({
      severity: "warning",
      message: expect.stringMatching(/not valid YAML.*line by line/),
    });
  });

  test("YAML that cannot be read at all is an error, and the body still imports", () => {
    const result = importSpec(file("[unclosed"));
    expect(result.spec).toMatchObject({ name: "reviewer", system_prompt: "You review code." });
    expect(result.notes[0]).toMatchObject({ severity: "error", message: expect.stringMatching(/not valid YAML/) });
  });

  test("frontmatter that is a list, not a mapping, still imports the body", () => {
    const result = importSpec(file("- a\n- b"));
    expect(result.spec).toMatchObject({ name: "reviewer", system_prompt: "You review code." });
    expect(at(result.notes, 0).severity).toBe("error");
  });

  test("CRLF line endings and a BOM are accepted", () => {
    const result = importSpec(`\uFEFF---\r\nname: crlf\r\ndescription: d\r\n---\r\nLine one\r\nLine two\r\n`);
    expect(result.spec).toEqual({ name: "crlf", description: "d", system_prompt: "Line one\nLine two", tools: ["*"] });
  });

  test("an empty file is reported, not imported", () => {
    expect(importSpec("  \n")).toMatchObject({ spec: null, notes: [{ severity: "error" }] });
  });

  test("missing name falls back to the file name; missing description is reported; the verdict is shown", () => {
    const result = importClaudeCodeFile("dir/my agent.md", file("tools: Read"));
    expect(result.spec).toMatchObject({ name: "my-agent", tools: ["read"] });
    const text = result.notes.map((n) => n.message).join("\n");
    expect(text).toMatch(/file name gave "my-agent"/);
    expect(text).toMatch(/No description/);
    expect(text).toMatch(/will be dropped: description is missing/);
  });

  test("a name a builtin uses is reported, because the builtin wins while it is on", () => {
    const result = importClaudeCodeFile("code-reviewer.md", file("name: code-reviewer\ndescription: Reviews."));
    expect(result.spec?.name).toBe("code-reviewer");
    expect(result.notes).toEqual([
      expect.objectContaining({ key: "name", message: expect.stringMatching(/collides_with_builtin/) }),
    ]);
  });

  test("an empty tools list is reported because it drops the spec", () => {
    expect(messages(file(`${base}\ntools: []`))).toMatch(/zero_tools/);
  });

  test.each([["tools:"], ['tools: ""']])("%s reads as every tool, with a note", (line) => {
    const result = importSpec(file(`${base}\n${line}`));
    expect(result.spec?.tools).toEqual(["*"]);
    expect(result.notes[0]).toMatchObject({ severity: "info", key: "tools" });
  });

  test("non-text values are converted or reported", () => {
    const result = importSpec(file("name: 42\ndescription: [a, b]\ntools: {a: 1}\nmodel: 3"));
    expect(result.spec).toEqual({ name: "42", system_prompt: "You review code." });
    expect(result.notes.map((n) => n.key)).toEqual(expect.arrayContaining(["name", "description", "tools", "model"]));
  });

  test.each([
    ["notes.md", "notes"],
    ['a b"c<d.md', "a-b-c-d"],
    ["zip/007-reviewer.md", "reviewer"],
    ["2024 plan.md", "plan"],
    ["42.md", "42"],
    [".md", "imported-subagent"],
  ])("nameFromFileName(%j) = %j", (input, expected) => {
    expect(nameFromFileName(input)).toBe(expected);
  });
});

test("an unknown model is kept, and the note says what the platform does with it: runs it as that model, not the default", () => {
  const result = importSpec(file(`${base}\nmodel: fable`));
  const resolved = resolveSubagents({
    specs: [result.spec],
    surface: GLOBAL_TOOLS,
    defaultModel: "claude-sonnet-4",
    builtinSwitches: { readable: true, disabled: [] },
  });
  expect(resolved.subagents.find((s) => s.source === "expert")?.model).toBe("fable");
  expect(result.notes).toEqual([
    {
      severity: "warning",
      key: "model",
      message:
        'model "fable" is not in the platform\'s model catalog. It was kept as written, so the platform gives this subagent the model "fable" (its prompt says "Model: fable"), not the Expert\'s default; choose a catalog model, or remove model to inherit the default.',
    },
  ]);
});
