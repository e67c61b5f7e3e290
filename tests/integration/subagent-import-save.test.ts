import { expect, test } from "vitest";
import { importResponse } from "@/lib/domain/claude-code/import-report";
import { importUploads } from "@/lib/domain/claude-code/import-uploads";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { storedDraft } from "../support/studio-fixtures";
import { at } from "@/lib/domain/at-index";

const t = await testDatabaseForFile();
const { saveExpertAction } = await import("@/lib/actions/expert-edits");

// Close to the 5 MB import cap: 500 files of about 7 KB, with quotes and newlines to escape.
const file = (i: number) =>
  `---\nname: agent-${i}\ndescription: "Use when \\"case ${i}\\" comes up."\ntools: Read, Grep\n---\n\n${Array.from({ length: 150 }, (_, l) => `- Rule ${l}: say "why", name the file and line.`).join("\n")}\n`;

test("an import at the 5 MB / 500-file cap saves through the editor's save action, under its 12 MB body limit", async () => {
  const uploads = Array.from({ length: 500 }, (_, i) => ({
    name: `agent-${i}.md`,
    bytes: new TextEncoder().encode(file(i)),
  }));
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
  expect(await saveExpertAction({ ...draft, expertId: "e_tax", version })).toEqual({
    status: "ok",
    version: version + 1,
  });
  expect(await t.db.subagentSpec.count({ where: { expertId: "e_tax" } })).toBe(500);
});

test("a 501st spec is refused with a sentence and nothing is written", async () => {
  actAs(DEMO_VIEWERS.alice);
  const { version, draft: stored } = await storedDraft(t.db, "e_tax");
  const draft = { ...stored, specs: Array.from({ length: 501 }, (_, i) => JSON.stringify({ name: `s${i}` })) };
  const before = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
  const result = await saveExpertAction({ ...draft, expertId: "e_tax", version });
  expect(result).toMatchObject({ status: "error", fieldErrors: { specs: ["Use at most 500 subagent specs."] } });
  expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } })).toEqual(
    before,
  );
});

test("an imported agent with a 55,000-character system prompt saves whole, though its JSON encoding is longer than the cap", async () => {
  const line = '- Say "why" and "where": "C:\\src\\app\\x.ts".\n';
  const body = line.repeat(Math.ceil(55_000 / line.length));
  const text = `---\nname: long-reviewer\ndescription: Reviews long changes.\ntools: Read, Grep\n---\n\n${body}`;
  const outcome = await importUploads([{ name: "long-reviewer.md", bytes: new TextEncoder().encode(text) }]);
  if (!outcome.ok) throw new Error(outcome.message);
  const { specs } = importResponse(outcome.files, outcome.plugins);
  expect(specs).toHaveLength(1);
  expect(at(specs, 0).length).toBeGreaterThan(64_000);

  actAs(DEMO_VIEWERS.alice);
  const { version, draft } = await storedDraft(t.db, "e_contract");
  const saved = await saveExpertAction({
    ...draft,
    specs: [...draft.specs, specs[0]],
    expertId: "e_contract",
    version,
  });
  expect(saved).toEqual({ status: "ok", version: version + 1 });
  const stored = await t.db.subagentSpec.findFirstOrThrow({
    where: { expertId: "e_contract", position: draft.specs.length },
  });
  expect(JSON.parse(stored.raw)).toMatchObject({ name: "long-reviewer", system_prompt: body.trim() });
});

test("a spec past 64,000 characters of text is refused by the save with its length, and nothing is written", async () => {
  actAs(DEMO_VIEWERS.alice);
  const { version, draft } = await storedDraft(t.db, "e_tax");
  const over = JSON.stringify({
    name: "too-long",
    description: "d",
    system_prompt: "x".repeat(64_000),
    tools: ["read"],
  });
  const before = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
  const result = await saveExpertAction({ ...draft, specs: [over], expertId: "e_tax", version });
  expect(result).toMatchObject({
    status: "error",
    fieldErrors: {
      "specs.0": [expect.stringMatching(/^A spec holds at most 64,000 characters of text; this one has 64,0\d\d\.$/)],
    },
  });
  expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } })).toEqual(
    before,
  );
});
