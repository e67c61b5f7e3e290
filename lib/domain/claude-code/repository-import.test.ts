import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import JSZip from "jszip";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { importResponse, skippedCounts, skippedSentence } from "./import-report";
import { importUploads, type ImportOutcome } from "./import-uploads";
import type { UploadedFile } from "./upload-entries";

// A repository as downloaded: project agents, commands, skills, instructions, GitHub files, docs and a plugin.
const ROOT = join(import.meta.dirname, "fixtures", "repository");
const tree = (prefix: string): UploadedFile[] =>
  (readdirSync(ROOT, { recursive: true, encoding: "utf8" }) as string[])
    .filter((p) => statSync(join(ROOT, p)).isFile())
    .map((p) => ({
      name: `${prefix}/${relative(ROOT, join(ROOT, p)).replace(/\\/g, "/")}`,
      bytes: new Uint8Array(readFileSync(join(ROOT, p))),
    }));
async function zipped(files: UploadedFile[], extra: Record<string, string> = {}): Promise<UploadedFile[]> {
  const zip = new JSZip();
  for (const f of files) zip.file(f.name, f.bytes);
  for (const [name, text] of Object.entries(extra)) zip.file(name, text);
  return [
    { name: "release-tools-main.zip", bytes: await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }) },
  ];
}
const ok = (outcome: ImportOutcome) => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
};

describe.each([
  ["as a chosen folder", false],
  ["as a downloaded zip", true],
])("a whole repository %s", (_label, asZip) => {
  const uploads = async () => (asZip ? zipped(tree("release-tools-main")) : tree("release-tools-main"));
  const prefix = asZip ? "release-tools-main.zip/release-tools-main/" : "release-tools-main/";

  test("only its agent files become subagents: .claude/agents/, the plugin's agents/ and what its manifest lists", async () => {
    const outcome = ok(await importUploads(await uploads()));
    expect(
      outcome.files.filter((f) => f.spec).map((f) => [f.file.slice(prefix.length), f.spec!.name, f.plugin ?? null]),
    ).toEqual([
      [".claude/agents/api-reviewer.md", "api-reviewer", null],
      ["plugins/release-kit/agents/tagger.md", "tagger", "release-kit"],
      ["plugins/release-kit/specialists/notes-writer.md", "notes-writer", "release-kit"],
    ]);
    expect(outcome.plugins).toEqual([{ name: "release-kit", version: "0.3.0", agents: 2 }]);
  });

  test("commands, skills, CLAUDE.md, AGENTS.md, .github/ and documentation are skipped, each saying what it is", async () => {
    const outcome = ok(await importUploads(await uploads()));
    const skipped = Object.fromEntries(
      outcome.files
        .filter((f) => f.skipped)
        .map((f) => [f.file.slice(prefix.length), [f.kind, at(f.notes, 0).message]]),
    );
    expect(skipped).toEqual({
      ".claude/agents/README.md": [
        "documentation",
        "Skipped: README.md has no frontmatter and reads as documentation, not a subagent.",
      ],
      ".claude/commands/deploy.md": ["command", "Skipped: a slash command (under commands/), not a subagent."],
      ".claude/skills/changelog/SKILL.md": [
        "skill",
        "Skipped: part of a skill (SKILL.md or under skills/), not a subagent.",
      ],
      ".github/PULL_REQUEST_TEMPLATE.md": ["github", "Skipped: a GitHub file (under .github/), not a subagent."],
      ".github/prompts/triage.prompt.md": ["github", "Skipped: a GitHub file (under .github/), not a subagent."],
      "AGENTS.md": ["memory", "Skipped: AGENTS.md, instructions for Claude Code itself, not a subagent."],
      "CLAUDE.md": ["memory", "Skipped: CLAUDE.md, instructions for Claude Code itself, not a subagent."],
      "commands/release.md": ["command", "Skipped: a slash command (under commands/), not a subagent."],
      "docs/agents-guide.md": ["documentation", "Skipped: agents-guide.md, documentation, not a subagent."],
      "notes/ideas.md": [
        "outside",
        "Skipped: not under an agents/ folder. This upload has agents/ folders (such as .claude/agents/), and Claude Code reads subagents only from those.",
      ],
      "plugins/release-kit/.claude-plugin/plugin.json": [
        "manifest",
        'Read as the manifest of the Claude Code plugin "release-kit".',
      ],
      "plugins/release-kit/commands/bump.md": [
        "command",
        'Skipped: a slash command (under commands/) of the plugin "release-kit", not a subagent.',
      ],
      "plugins/release-kit/specialists/draft-writer.md": [
        "outside",
        'Skipped: not one of the subagents of the plugin "release-kit": the file is neither in its agents/ folder nor among the agent files its manifest lists (./specialists/notes-writer.md).',
      ],
      "README.md": ["documentation", "Skipped: README.md, documentation, not a subagent."],
      "skills/semver/reference.md": ["skill", "Skipped: part of a skill (SKILL.md or under skills/), not a subagent."],
    });
    expect(outcome.unlisted).toEqual({ "not-markdown": 2 });
  });

  test("the report counts what was skipped, by kind", async () => {
    const outcome = ok(await importUploads(await uploads()));
    const { report } = importResponse(outcome.files, outcome.plugins, outcome.unlisted);
    expect(skippedSentence(skippedCounts(report.files, report.unlisted))).toBe(
      "Skipped 17 files that are not subagents: 3 slash commands, 2 skill files, 2 CLAUDE.md and AGENTS.md files, 2 .github files, 3 documentation files, 2 Markdown files outside the agents folders, 2 files that are not Markdown, 1 plugin manifest.",
    );
  });
});

describe("documentation too large to be a subagent", () => {
  const changelog = `# Changelog\n\n${"- Fixed a bug in the release script.\n".repeat(8_000)}`;

  test("a 256 KB+ CHANGELOG.md beside a collection's agents is skipped as documentation, not refused", async () => {
    expect(changelog.length).toBeGreaterThan(256 * 1024);
    const zip = await zipped([], {
      "collection/sql-pro.md": "---\nname: sql-pro\ndescription: Writes SQL.\n---\nYou write SQL.",
      "collection/CHANGELOG.md": changelog,
    });
    const outcome = ok(await importUploads(zip));
    const line = outcome.files.find((f) => f.file.endsWith("CHANGELOG.md"))!;
    expect(line).toMatchObject({
      spec: null,
      skipped: true,
      kind: "documentation",
      notes: [
        {
          severity: "info",
          message:
            "Skipped: CHANGELOG.md, documentation by its name and larger than any subagent file (256 KB), not a subagent.",
        },
      ],
    });
    expect(outcome.files.filter((f) => f.spec).map((f) => f.spec!.name)).toEqual(["sql-pro"]);
  });

  test("in a repository it is skipped by its place, without being read", async () => {
    const outcome = ok(await importUploads(await zipped(tree("r"), { "r/CHANGELOG.md": changelog })));
    expect(outcome.files.find((f) => f.file.endsWith("r/CHANGELOG.md"))).toMatchObject({
      skipped: true,
      kind: "documentation",
      notes: [{ message: "Skipped: CHANGELOG.md, documentation, not a subagent." }],
    });
  });
});
