import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { splitFrontmatter } from "./frontmatter";
import { importClaudeCodeFile } from "./import-file";

test("frontmatter closed by a line of 56 dashes reads as Claude Code reads it, with a note on the line", () => {
  const result = importClaudeCodeFile(
    "migration-planner.md",
    readFileSync(join(import.meta.dirname, "fixtures", "long-dash-close.md"), "utf8"),
  );
  expect(result.spec).toEqual({
    name: "migration-planner",
    description: "Plans database migrations that can be rolled back.",
    system_prompt: "You plan each migration in steps that can each be rolled back, and say how to check every step.",
    tools: ["read", "grep"],
  });
  expect(result.notes).toEqual([
    {
      severity: "info",
      message:
        "The frontmatter is closed by a line of 56 dashes rather than `---`; Claude Code reads that line as the end of the frontmatter, and so did the import.",
    },
  ]);
});

test("a first line of more than three dashes is named as the problem: it does not open frontmatter", () => {
  const result = importClaudeCodeFile("x.md", "-----\nname: x\ndescription: y\n-----\n\nBody\n");
  expect(result.spec?.system_prompt).toBe("-----\nname: x\ndescription: y\n-----\n\nBody");
  expect(result.notes[0]).toEqual({
    severity: "error",
    message:
      "The first line is 5 dashes, and frontmatter opens with exactly `---`: Claude Code reads no frontmatter in this file, so its whole text was imported as the system prompt.",
  });
});

test.each([
  ["---\na: 1\n---\nbody", { kind: "frontmatter", yaml: "a: 1", body: "body" }],
  ["---\na: 1\n----  \nbody", { kind: "frontmatter", yaml: "a: 1", body: "body", closingDashes: 4 }],
  ["----\na: 1\n---\nbody", { kind: "none", body: "----\na: 1\n---\nbody", openingDashes: 4 }],
])("splitFrontmatter(%j)", (text, split) => {
  expect(splitFrontmatter(text)).toEqual(split);
});
