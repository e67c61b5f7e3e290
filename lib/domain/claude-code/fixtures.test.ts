import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { GLOBAL_TOOLS, getPlugin } from "../catalog";
import { importClaudeCodeFile } from "./import-file";
import { importUploads, type ImportOutcome } from "./import-uploads";

// Shapes seen in public Claude Code subagent collections, one fixture file each.
const DIR = join(import.meta.dirname, "fixtures");
const read = (name: string) => readFileSync(join(DIR, name));
const imported = (name: string, context?: Parameters<typeof importClaudeCodeFile>[2]) =>
  importClaudeCodeFile(name, read(name).toString("utf8"), context);
const messages = (notes: { message: string }[]) => notes.map((n) => n.message).join("\n");

function folder(name: string): { name: string; bytes: Uint8Array }[] {
  const root = join(DIR, name);
  return (readdirSync(root, { recursive: true, encoding: "utf8" }) as string[])
    .filter((p) => /\.(md|json)$/.test(p))
    .map((p) => ({
      name: `${name}/${relative(root, join(root, p)).replace(/\\/g, "/")}`,
      bytes: new Uint8Array(readFileSync(join(root, p))),
    }));
}
async function zipped(uploads: { name: string; bytes: Uint8Array }[], zipName: string) {
  const zip = new JSZip();
  for (const u of uploads) zip.file(u.name, u.bytes);
  return [{ name: zipName, bytes: await zip.generateAsync({ type: "uint8array" }) }];
}
const ok = (outcome: ImportOutcome) => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

test("an unquoted multi-line description keeps its examples, and the report says how it was read", () => {
  const result = imported("multiline-description.md");
  const description = result.spec?.description as string;
  expect(description).toMatch(/^Use this agent when the user needs a REST or GraphQL API/);
  expect(description).toContain('user: "I added POST /orders, can you check the design?"');
  expect(description).toContain('assistant: "Let me dispatch the api-designer agent."\n</example>');
  expect(description.split("\n")).toHaveLength(14);
  expect(result.spec).toMatchObject({
    name: "api-designer",
    tools: ["read", "grep", "glob"],
    model: "claude-sonnet-4",
  });
  expect(result.notes.map((n) => n.key ?? null)).toEqual([null, "model", "color"]);
  expect(result.notes[0]).toMatchObject({
    severity: "warning",
    message: expect.stringMatching(
      /not valid YAML.*read line by line.*description was read over 14 lines, up to `tools:`/,
    ),
  });
  expect(messages(result.notes)).not.toMatch(/`(user|assistant|Examples):/);
});

test("a name with spaces gets a valid name to rename to", () => {
  const result = imported("name-with-spaces.md");
  expect(result.spec?.name).toBe("Python Security Expert");
  expect(result.notes).toEqual([
    expect.objectContaining({
      key: "name",
      message: expect.stringMatching(/contains whitespace.*Rename it to python-security-expert/),
      fix: { name: "python-security-expert" },
    }),
  ]);
});

test("a builtin's name gets a rename, unless that builtin is switched off", () => {
  expect(imported("builtin-name.md").notes).toEqual([
    expect.objectContaining({
      message: expect.stringMatching(/collides_with_builtin.*switch the builtin off/),
      fix: { name: "code-reviewer-custom" },
    }),
  ]);
  const off = imported("builtin-name.md", { surface: GLOBAL_TOOLS, disabledBuiltins: ["code-reviewer"] });
  expect(off.notes).toEqual([
    expect.objectContaining({ severity: "info", message: expect.stringMatching(/switched off/) }),
  ]);
});

test("MCP-only tools name the plugin that would provide them; with the plugin on there is no warning", () => {
  expect(imported("mcp-only.md").notes).toEqual([
    expect.objectContaining({
      severity: "warning",
      message: expect.stringMatching(/zero_tools.*GitHub plugin.*switch it on under Plugins/),
    }),
  ]);
  const github = getPlugin("github")!.tools.map((t) => t.name);
  expect(imported("mcp-only.md", { surface: [...GLOBAL_TOOLS, ...github], disabledBuiltins: [] }).notes).toEqual([]);
  expect(messages(imported("mcp-unknown.md").notes)).toMatch(
    /zero_tools.*No plugin in the catalog provides mcp__context7__resolve-library-id/,
  );
});

test("duplicate tools are kept once, after mapping", () => {
  const result = imported("duplicate-tools.md");
  expect(result.spec?.tools).toEqual(["read", "grep", "edit", "mcp__github__get_issue", "NotebookEdit"]);
  expect(result.notes.filter((n) => /more than once/.test(n.message))).toHaveLength(3);
});

test("CRLF line endings and a byte-order mark read like any file", () => {
  expect(read("crlf-bom.md").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(imported("crlf-bom.md")).toMatchObject({
    spec: {
      name: "crlf-agent",
      description: "Written on Windows.",
      system_prompt: "Line one.\nLine two.",
      tools: ["read", "bash"],
    },
    notes: [],
  });
});

test("a YAML alias bomb is that file's problem, reported like any parse error", () => {
  const started = performance.now();
  const result = imported("alias-bomb.md");
  // Unbounded expansion would not finish at all; the bound is loose so a loaded machine never trips it.
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(result.spec).toMatchObject({ name: "bomb", system_prompt: "You survive." });
  expect(result.notes[0]).toMatchObject({
    severity: "warning",
    message: expect.stringMatching(/not valid YAML \(its aliases expand too far\)/),
  });
});

describe("collections and plugins", () => {
  test.each([
    ["as a folder", false],
    ["as a zip", true],
  ])("a collection %s: README and CONTRIBUTING are skipped and listed", async (_label, asZip) => {
    const uploads = asZip ? await zipped(folder("collection"), "collection.zip") : folder("collection");
    const { files } = ok(await importUploads(uploads));
    const prefix = asZip ? "collection.zip/collection" : "collection";
    expect(files.map((f) => [f.file, f.skipped ?? false, f.spec?.name ?? null])).toEqual([
      [`${prefix}/CONTRIBUTING.md`, true, null],
      [`${prefix}/README.md`, true, null],
      [`${prefix}/sql-pro.md`, false, "sql-pro"],
    ]);
    expect(at(files, 1).notes).toEqual([
      expect.objectContaining({
        message: "Skipped: README.md has no frontmatter and reads as documentation, not a subagent.",
      }),
    ]);
  });

  test.each([
    ["as a folder", false],
    ["as a zip", true],
  ])("a Claude Code plugin %s: its agents are imported and the plugin named", async (_label, asZip) => {
    const uploads = asZip ? await zipped(folder("plugin"), "review-kit.zip") : folder("plugin");
    const outcome = ok(await importUploads(uploads));
    expect(outcome.plugins).toEqual([{ name: "review-kit", version: "1.2.0", agents: 1 }]);
    const byFile = Object.fromEntries(outcome.files.map((f) => [f.file.replace(/^review-kit\.zip\//, ""), f]));
    expect(byFile["plugin/agents/security-reviewer.md"]).toMatchObject({
      spec: { name: "security-reviewer" },
      plugin: "review-kit",
    });
    expect(byFile["plugin/commands/review.md"]).toMatchObject({
      spec: null,
      skipped: true,
      kind: "command",
      notes: [{ message: 'Skipped: a slash command (under commands/) of the plugin "review-kit", not a subagent.' }],
    });
    expect(byFile["plugin/README.md"]).toMatchObject({ skipped: true });
    expect(byFile["plugin/.claude-plugin/plugin.json"]).toMatchObject({
      skipped: true,
      notes: [{ message: expect.stringMatching(/manifest of the Claude Code plugin "review-kit"/) }],
    });
  });

  test("a plugin manifest may add agent folders; one that cannot be read names the plugin after its folder", async () => {
    const manifest = (text: string) => ({
      name: "kit/.claude-plugin/plugin.json",
      bytes: new TextEncoder().encode(text),
    });
    const agentAt = (path: string) => ({
      name: path,
      bytes: new TextEncoder().encode("---\nname: a\ndescription: d\n---\nx"),
    });
    const custom = ok(await importUploads([manifest('{"name":"k","agents":["./extra/"]}'), agentAt("kit/extra/a.md")]));
    expect(custom.files.find((f) => f.file === "kit/extra/a.md")).toMatchObject({ plugin: "k", spec: { name: "a" } });
    const left = ok(
      await importUploads([
        manifest('{"name":"k","agents":["./extra/a.md"]}'),
        agentAt("kit/extra/a.md"),
        agentAt("kit/extra/b.md"),
      ]),
    );
    expect(left.files.find((f) => f.file === "kit/extra/b.md")).toMatchObject({
      spec: null,
      skipped: true,
      notes: [
        {
          message:
            'Skipped: not one of the subagents of the plugin "k": the file is neither in its agents/ folder nor among the agent files its manifest lists (./extra/a.md).',
        },
      ],
    });
    const broken = ok(await importUploads([manifest("{not json"), agentAt("kit/agents/a.md")]));
    expect(broken.plugins).toEqual([{ name: "kit", version: null, agents: 1 }]);
  });
});

test("a description whose example lines happen to be valid YAML keys is still read whole", () => {
  const text =
    '---\nname: helper\ndescription: Use this agent for builds.\nExamples:\nuser: "the build fails"\nassistant: "I will use helper."\ntools: Read\n---\nBody\n';
  const result = importClaudeCodeFile("helper.md", text);
  expect(result.spec?.description).toBe(
    'Use this agent for builds.\nExamples:\nuser: "the build fails"\nassistant: "I will use helper."',
  );
  expect(result.notes.map((n) => n.message)).toEqual([
    expect.stringMatching(/reads as keys of their own \(`Examples:`, `user:`, `assistant:`\).*read line by line/),
  ]);
});
