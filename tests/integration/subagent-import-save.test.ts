import { expect, test } from "vitest";
import { importResponse } from "@/lib/domain/claude-code/import-report";
import { importUploads } from "@/lib/domain/claude-code/import-uploads";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { storedDraft } from "../support/studio-fixtures";

const t = await testDatabaseForFile();
const { saveExpertAction } = await import("@/app/studio/[expertId]/actions");

// Close to the 5 MB import cap: 500 files of about 7 KB, with quotes and newlines to escape.
const file = (i: number) =>
  `---\nname: agent-${i}\ndescription: "Use when \\"case ${i}\\" comes up."\ntools: Read, Grep\n---\n\n${Array.from({ length: 150 }, (_, l) => `- Rule ${l}: say "why", name the file and line.`).join("\n")}\n`;

test("an import at the 5 MB / 500-file cap saves through the editor's save action, under its 12 MB body limit", async () => {
  const uploads = Array.from({ length: 500 }, (_, i) => ({ name: `agent-${i}.md`, bytes: new TextEncoder().encode(file(i)) }));
  const markdown = uploads.reduce((sum, u) => sum + u.bytes.length, 0);
  expect(markdown).toBeGreaterThan(2.5 * 1024 * 1024);
  const outcome = await importUploads(uploads);
  if (!outcome.ok) throw new Error(outcome.message);
  const { specs } = importResponse(outcome.files, outcome.plugins);
  expect(specs).toHaveLength(500);

  actAs(DEMO_VIEWERS.alice);
  const { version, draft: stored } = await storedDraft(t.db, "e_tax");
  const draft = { ...stored, specs };
  // The action's arguments travel as JSON: the bound next.config.ts sets must hold them, scaled to 5 MB.
  const body = Buffer.byteLength(JSON.stringify([{ ...draft, expertId: "e_tax", version }]));
  expect((body / markdown) * 5 * 1024 * 1024).toBeLessThan(12 * 1024 * 1024);
  expect(await saveExpertAction({ ...draft, expertId: "e_tax", version })).toEqual({ status: "ok", version: version + 1 });
  expect(await t.db.subagentSpec.count({ where: { expertId: "e_tax" } })).toBe(500);
});

test("a 501st spec is refused with a sentence and nothing is written", async () => {
  actAs(DEMO_VIEWERS.alice);
  const { version, draft: stored } = await storedDraft(t.db, "e_tax");
  const draft = { ...stored, specs: Array.from({ length: 501 }, (_, i) => JSON.stringify({ name: `s${i}` })) };
  const before = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
  const result = await saveExpertAction({ ...draft, expertId: "e_tax", version });
  expect(result).toMatchObject({ status: "error", fieldErrors: { specs: ["Use at most 500 subagent specs."] } });
  expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } })).toEqual(before);
});
