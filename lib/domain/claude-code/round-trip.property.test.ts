import fc from "fast-check";
import { parse, stringify } from "yaml";
import { describe, expect, test } from "vitest";
import { GLOBAL_TOOL_NAMES } from "@/tests/support/catalog-tools";
import { buildExportZip } from "./bundle";
import { exportSpec } from "./export-spec";
import { splitFrontmatter } from "./frontmatter";
import { importClaudeCodeFile } from "./import-file";
import { importUploads } from "./import-uploads";

const RUNS = { numRuns: 1000 };

// Lossless Claude Code files: only keys and values that rules §9 translates both ways.
const CLAUDE_TOOLS = ["Read", "Grep", "Glob", "Write", "Edit", "Bash", "WebFetch", "WebSearch"];
const OTHER_TOOLS = [
  "mcp__github__get_issue",
  "mcp__slack__*",
  "mcp__*__get_issue",
  "NotebookEdit",
  "TodoWrite",
  "spawn_teammate",
  "Bash(git:*)",
];
const unicodeText = fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 });
const text = fc.oneof(
  unicodeText,
  fc.constantFrom(
    "Use when: the build fails",
    "Zeile 1\nZeile 2",
    "  padded  ",
    "'quoted'",
    "# not a comment",
    "---",
    "日本語のテキスト",
    "🧾 emoji",
  ),
);
const name = fc.oneof(
  fc.constantFrom("code-reviewer", "prüfer", "日本語", "a", "test_runner", "yes", "null", "123"),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
);
const tools = fc.uniqueArray(fc.constantFrom(...CLAUDE_TOOLS, ...OTHER_TOOLS), { minLength: 1, maxLength: 6 });

const claudeFile = fc.record(
  {
    name,
    description: text.filter((t) => t.trim() !== ""),
    tools: fc.option(fc.tuple(tools, fc.boolean()), { nil: undefined }),
    model: fc.option(fc.constantFrom("inherit", "sonnet", "opus", "haiku"), { nil: undefined }),
    body: fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 200 }),
      fc.constantFrom("", "# Role\n\nYou review.\n\n- one\n- two", "---\nnot frontmatter\n---"),
    ),
  },
  { requiredKeys: ["name", "description", "body"] },
);

type Generated = { name: string; description: string; tools?: [string[], boolean]; model?: string; body: string };

function render(file: Generated): string {
  const frontmatter: Record<string, unknown> = { name: file.name, description: file.description };
  if (file.tools) frontmatter.tools = file.tools[1] ? file.tools[0].join(", ") : file.tools[0];
  if (file.model) frontmatter.model = file.model;
  return `---\n${stringify(frontmatter)}---\n${file.body}\n`;
}

/** Frontmatter values with the equivalences rules §9 names: inherit == absent, comma list == YAML list. */
function normalize(text: string) {
  const split = splitFrontmatter(text);
  if (split.kind !== "frontmatter") throw new Error("no frontmatter");
  const values = { ...(parse(split.yaml) as Record<string, unknown>) };
  if (values.model === "inherit") delete values.model;
  if (typeof values.tools === "string") values.tools = values.tools.split(",").map((t) => t.trim());
  return { values, body: split.body.trim() };
}

describe("round trip: import then export gives back the same frontmatter values and body", () => {
  test("for generated lossless files", () => {
    fc.assert(
      fc.property(claudeFile, (file) => {
        const original = render(file as Generated);
        const imported = importClaudeCodeFile("agent.md", original);
        expect(imported.notes.filter((n) => n.severity === "error")).toEqual([]);
        const back = exportSpec(JSON.stringify(imported.spec), 1);
        expect(back.content).not.toBeNull();
        expect(normalize(back.content!)).toEqual(normalize(original));
      }),
      RUNS,
    );
  });

  test("export then import keeps a valid spec's meaning", () => {
    const platformTools = fc.uniqueArray(
      // The global file, shell and fetch tools (up to Task), and one tool of each of two plugins.
      fc.constantFrom(
        ...GLOBAL_TOOL_NAMES.slice(0, GLOBAL_TOOL_NAMES.indexOf("Task")),
        "web_search",
        "mcp__github__get_issue",
      ),
      { minLength: 1, maxLength: 5 },
    );
    const spec = fc.record(
      {
        name,
        description: text.filter((t) => t.trim() !== ""),
        system_prompt: text.map((t) => t.trim()).filter((t) => t !== ""),
        tools: fc.oneof(platformTools, fc.constant(["*"])),
        model: fc.option(fc.constantFrom("claude-sonnet-4", "claude-opus-4", "claude-haiku-4"), { nil: undefined }),
      },
      { requiredKeys: ["name", "description", "system_prompt", "tools"] },
    );
    fc.assert(
      fc.property(spec, (s) => {
        const file = exportSpec(JSON.stringify(s), 1);
        expect(file.notes).toEqual([]);
        expect(importClaudeCodeFile("x.md", file.content!).spec).toEqual(s);
      }),
      RUNS,
    );
  });

  test("tools listed more than once come back once, in first-seen order, and a second round trip changes nothing", () => {
    const repeated = fc.array(fc.constantFrom(...CLAUDE_TOOLS, "MultiEdit", ...OTHER_TOOLS), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(name, repeated, (n, tools) => {
        const original = render({ name: n, description: "d", tools: [tools, true], body: "b" });
        const first = importClaudeCodeFile("a.md", original).spec!;
        expect(new Set(first.tools as string[]).size).toBe((first.tools as string[]).length);
        const exported = exportSpec(JSON.stringify(first), 1).content!;
        const once = (list: string[]) => [...new Set(list.map((t) => (t === "MultiEdit" ? "Edit" : t)))];
        expect(normalize(exported).values.tools).toEqual(once(tools));
        expect(importClaudeCodeFile("a.md", exported).spec).toEqual(first);
      }),
      RUNS,
    );
  });

  test("an exported zip imports back in the authored order, spec for spec", async () => {
    const spec = fc.record({
      name: fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
      description: fc.constantFrom("d", "Use when: x"),
      system_prompt: fc.constantFrom("p", "# Role\n\nYou review."),
      tools: fc.constantFrom(["read"], ["*"], ["grep", "bash"]),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(spec, { minLength: 1, maxLength: 120, selector: (s) => s.name }),
        async (specs) => {
          const zip = await buildExportZip(
            "Order",
            specs.map((s) => JSON.stringify(s)),
          );
          const outcome = await importUploads([{ name: "order.zip", bytes: zip }]);
          if (!outcome.ok) throw new Error(outcome.message);
          expect(outcome.files.filter((f) => f.spec).map((f) => f.spec)).toEqual(specs);
        },
      ),
      { numRuns: 40 },
    );
  });
});
