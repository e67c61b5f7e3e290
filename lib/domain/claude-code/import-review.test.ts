import { expect, test } from "vitest";
import { at } from "../at-index";
import { importResponse } from "./import-report";
import { noteKey, reviewImport } from "./import-review";
import { importClaudeCodeFile } from "./import-file";
import { renameSpec } from "./names";

const file = (name: string) => `---\nname: ${name}\ndescription: d\ntools: Read\n---\nbody\n`;

test("the review follows renames: the fixed note goes, the name and status update, duplicates are re-checked", () => {
  const response = importResponse(
    [
      importClaudeCodeFile("a.md", file("Python Security Expert")),
      importClaudeCodeFile("b.md", file("sql")),
      { file: "README.md", spec: null, notes: [{ severity: "info", message: "Skipped" }], skipped: true },
    ],
    [],
  );
  const existing = [JSON.stringify({ name: "sql" })];
  const before = reviewImport(response.report.files, response.specs, existing, new Set());
  expect(before.map((e) => [e.status, e.name])).toEqual([
    ["notes", "Python Security Expert"],
    ["notes", "sql"],
    ["skipped", null],
  ]);
  expect(at(before, 1).notes).toEqual([expect.objectContaining({ fix: { name: "sql-2" } })]);

  const fix = at(at(before, 0).notes, 0);
  const raws = [renameSpec(at(response.specs, 0), fix.fix!.name), renameSpec(at(response.specs, 1), "sql-2")];
  const after = reviewImport(response.report.files, raws, existing, new Set([noteKey("a.md", fix)]));
  expect(after.map((e) => [e.status, e.name])).toEqual([
    ["imported", "python-security-expert"],
    ["imported", "sql-2"],
    ["skipped", null],
  ]);
});

test("importResponse numbers the specs in file order and serializes them as the editor does", () => {
  const response = importResponse(
    [importClaudeCodeFile("x.md", ""), importClaudeCodeFile("y.md", file("y"))],
    [{ name: "p", version: null, agents: 1 }],
  );
  expect(response.specs).toEqual([
    JSON.stringify({ name: "y", description: "d", system_prompt: "body", tools: ["read"] }, null, 2),
  ]);
  expect(response.report.files.map((f) => [f.status, f.spec])).toEqual([
    ["refused", null],
    ["imported", 0],
  ]);
  expect(response.report.plugins).toEqual([{ name: "p", version: null, agents: 1 }]);
});
