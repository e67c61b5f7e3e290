import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messagesUnder } from "@/lib/domain/field-errors";
import { DEMO_VIEWERS, setupDemoDatabase } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import type { TestDatabase } from "../support/test-db";

let t: TestDatabase;
type ImportAction = typeof import("@/app/studio/[expertId]/subagent-transfer-actions").importSubagentsAction;
let importSubagentsAction: ImportAction;
const importFiles = (expertId: string, expectedVersion: number, files: Parameters<ImportAction>[0]["files"]) =>
  importSubagentsAction({ expertId, expectedVersion, files });

beforeAll(async () => {
  t = await setupDemoDatabase();
  ({ importSubagentsAction } = await import("@/app/studio/[expertId]/subagent-transfer-actions"));
});
afterAll(() => t.cleanup());

const STALE = { status: "error", code: "conflict:stale_version", message: "This Expert was changed in another tab — reload to see the latest." };
const REVIEWER = `---
name: code-reviewer
description: Expert code review specialist. Use immediately after writing or modifying code.
tools: Read, Grep, Glob, Bash
color: purple
---

You are a senior code reviewer.
`;
const textFile = (name: string, content: string) => ({ name, content, encoding: "text" as const });

/** Every row an import could touch, to prove a refused call changes none. */
async function state() {
  const [specs, experts, audit] = await Promise.all([
    t.db.subagentSpec.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] }),
    t.db.expert.findMany({ orderBy: { id: "asc" }, select: { id: true, version: true, updatedAt: true } }),
    t.db.auditEvent.count(),
  ]);
  return { specs, experts, audit };
}
const version = async (id: string) => (await t.db.expert.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

test("the action module exports only the authorized action", async () => {
  const mod = await import("@/app/studio/[expertId]/subagent-transfer-actions");
  expect(Object.keys(mod)).toEqual(["importSubagentsAction"]);
});

describe("importSubagentsAction refusals change no row", () => {
  test.each([
    ["anonymous", null, "e_contract", "unauthorized:session"],
    ["a non-owner", DEMO_VIEWERS.bob, "e_contract", "not_found:expert"],
    ["the owner, on a deleted Expert", DEMO_VIEWERS.alice, "e_jira_migrator", "not_found:expert"],
    ["anyone, on a missing Expert", DEMO_VIEWERS.alice, "e_nope", "not_found:expert"],
  ])("%s", async (_label, viewer, expertId, code) => {
    actAs(viewer);
    const before = await state();
    const result = await importFiles(expertId, await version(expertId).catch(() => 1), [textFile("r.md", REVIEWER)]);
    expect(result).toMatchObject({ status: "error", code });
    if (code === "not_found:expert") expect(result).toMatchObject({ message: "Expert not found or access denied." });
    expect(await state()).toEqual(before);
  });

  test("a stale version is refused with the conflict message", async () => {
    actAs(DEMO_VIEWERS.alice);
    const before = await state();
    const result = await importFiles("e_contract", (await version("e_contract")) - 1 || 99, [textFile("r.md", REVIEWER)]);
    expect(result).toEqual(STALE);
    expect(await state()).toEqual(before);
  });

  test.each([
    ["no files", [], "files", /at least one/],
    ["too many files", Array.from({ length: 21 }, (_, i) => textFile(`${i}.md`, REVIEWER)), "files", /at most 20/],
    ["a nameless file", [textFile(" ", REVIEWER)], "files", /needs a name/],
    ["bad base64", [{ name: "x.zip", content: "%%%", encoding: "base64" as const }], "files", /not valid base64/],
    ["a file over the size limit", [textFile("big.md", "x".repeat(900_000))], "files", /at most 600 KB/],
    ["files over the total size limit", [textFile("a.md", "x".repeat(400_000)), textFile("b.md", "x".repeat(400_000))], "files", /together are larger than 600 KB/],
  ])("invalid input (%s) returns a field error", async (_label, files, field, message) => {
    actAs(DEMO_VIEWERS.alice);
    const before = await state();
    const result = await importFiles("e_contract", await version("e_contract"), files);
    expect(result.status).toBe("error");
    if (result.status !== "error") return;
    expect(messagesUnder(result.fieldErrors, field).join(" ")).toMatch(message);
    expect(await state()).toEqual(before);
  });

  test("a version that is not a number is a field error", async () => {
    actAs(DEMO_VIEWERS.alice);
    const result = await importSubagentsAction({ expertId: "e_contract", expectedVersion: "3", files: [textFile("r.md", REVIEWER)] } as never);
    expect(result).toMatchObject({ status: "error", fieldErrors: { expectedVersion: [expect.any(String)] } });
  });

  test("files that import nothing write nothing and still get their report", async () => {
    actAs(DEMO_VIEWERS.alice);
    const before = await state();
    const v = await version("e_contract");
    const result = await importFiles("e_contract", v, [textFile("empty.md", "  "), textFile("notes.txt.zip", "not a zip")]);
    expect(result).toMatchObject({ status: "ok", version: v, imported: 0, files: [{ file: "empty.md", imported: null }, { file: "notes.txt.zip", imported: null }] });
    expect(await state()).toEqual(before);
  });
});

describe("importSubagentsAction happy path", () => {
  test("the owner imports a file and a zip: specs appended in order, version bumped, audit recorded", async () => {
    actAs(DEMO_VIEWERS.alice);
    const zip = new JSZip();
    zip.file("agents/translator.md", "---\nname: übersetzer\ndescription: Übersetzt Texte ins Japanische — 日本語\ntools:\n  - Read\n  - WebSearch\nmodel: opus\n---\nDu übersetzt.\n");
    zip.file("agents/notes.md", "Just some notes, no frontmatter.");
    const base64 = Buffer.from(await zip.generateAsync({ type: "uint8array" })).toString("base64");
    const v = await version("e_tax");
    const existing = await t.db.subagentSpec.count({ where: { expertId: "e_tax" } });
    const audit = await t.db.auditEvent.count({ where: { expertId: "e_tax" } });

    const result = await importFiles("e_tax", v, [textFile("code-reviewer.md", REVIEWER), { name: "more.zip", content: base64, encoding: "base64" }]);
    expect(result).toMatchObject({ status: "ok", version: v + 1, imported: 3 });
    if (result.status !== "ok") return;
    expect(result.files.map((f) => [f.file, f.imported])).toEqual([
      ["code-reviewer.md", "code-reviewer"],
      ["more.zip/agents/notes.md", "notes"],
      ["more.zip/agents/translator.md", "übersetzer"],
    ]);
    expect(result.files[0].notes).toEqual([
      expect.objectContaining({ key: "color", severity: "warning" }),
      expect.objectContaining({ key: "name", severity: "warning", message: expect.stringMatching(/builtin/) }),
    ]);
    expect(result.files[1].notes.some((n) => n.severity === "error")).toBe(true);

    const specs = await t.db.subagentSpec.findMany({ where: { expertId: "e_tax" }, orderBy: { position: "asc" } });
    expect(specs.map((s) => s.position)).toEqual(Array.from({ length: existing + 3 }, (_, i) => i));
    expect(specs.slice(existing).map((s) => JSON.parse(s.raw))).toEqual([
      { name: "code-reviewer", description: "Expert code review specialist. Use immediately after writing or modifying code.", system_prompt: "You are a senior code reviewer.", tools: ["read", "grep", "glob", "bash"] },
      { name: "notes", system_prompt: "Just some notes, no frontmatter.", tools: ["*"] },
      { name: "übersetzer", description: "Übersetzt Texte ins Japanische — 日本語", system_prompt: "Du übersetzt.", tools: ["read", "web_search"], model: "claude-opus-4" },
    ]);
    expect(await version("e_tax")).toBe(v + 1);
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: "e_tax" }, orderBy: { createdAt: "desc" } });
    expect(await t.db.auditEvent.count({ where: { expertId: "e_tax" } })).toBe(audit + 1);
    expect(event).toMatchObject({ action: "subagents.import", actorId: "u_alice", version: v + 1 });

    const again = await importFiles("e_tax", v, [textFile("r.md", REVIEWER)]);
    expect(again).toEqual(STALE);
  });

  test("names already declared, earlier in the Expert or earlier in the import, are reported", async () => {
    actAs(DEMO_VIEWERS.carol);
    const [first] = await t.db.subagentSpec.findMany({ where: { expertId: "e_pipeline" }, orderBy: { position: "asc" } });
    const existing = JSON.parse(first.raw).name as string;
    const agent = (name: string) => `---\nname: ${name}\ndescription: d\ntools: Read\n---\nbody\n`;
    const result = await importFiles("e_pipeline", await version("e_pipeline"), [
      textFile("a.md", agent(existing)),
      textFile("b.md", agent("fresh-name")),
      textFile("c.md", agent("fresh-name")),
    ]);
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    const duplicates = result.files.map((f) => f.notes.some((n) => /duplicate_name/.test(n.message)));
    expect(duplicates).toEqual([true, false, true]);
  });

  test("two imports from the same version race: exactly one is written", async () => {
    actAs(DEMO_VIEWERS.dave);
    const v = await version("e_grant");
    const specs = await t.db.subagentSpec.count({ where: { expertId: "e_grant" } });
    const results = await Promise.all([
      importFiles("e_grant", v, [textFile("a.md", REVIEWER)]),
      importFiles("e_grant", v, [textFile("b.md", REVIEWER)]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["error", "ok"]);
    expect(results.find((r) => r.status === "error")).toEqual(STALE);
    expect(await t.db.subagentSpec.count({ where: { expertId: "e_grant" } })).toBe(specs + 1);
    expect(await version("e_grant")).toBe(v + 1);
  });

  test("an admin may import into anyone's Expert", async () => {
    actAs(DEMO_VIEWERS.admin);
    const v = await version("e_sql");
    const result = await importFiles("e_sql", v, [textFile("r.md", REVIEWER)]);
    expect(result).toMatchObject({ status: "ok", version: v + 1, imported: 1 });
    const event = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: "e_sql" }, orderBy: { createdAt: "desc" } });
    expect(event.actorId).toBe("u_admin");
  });
});
