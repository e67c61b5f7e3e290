import { describe, expect, test } from "vitest";
import { CONTENT_FIELDS, readStoredContent, type ExpertVersionConfig } from "@/lib/domain/expert-content";
import { importWorkspace } from "@/prisma/seed/import-workspace";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { apiDatabaseForFile } from "../support/api";
import { createExpertAs } from "../support/studio-fixtures";

// Every field of the content schema (lib/domain/expert-content.ts) through every write and read of
// it: a field that one of them forgets fails here (ARCHITECTURE.md, "Add an Expert field").

const t = await apiDatabaseForFile();
const editor = await import("@/lib/actions/expert-edits");
const versions = await import("@/lib/actions/expert-versions");
const { readExpertSnapshot } = await import("@/lib/server/audit");
const { getExpertForEditor } = await import("@/lib/server/studio/expert-editor");

const { alice } = DEMO_VIEWERS;
const DEFAULTS = readStoredContent({});

/** A value of every content field, none of them its stored default: a dropped field cannot pass by coincidence. */
const FIRST: ExpertVersionConfig = {
  name: "Field Walker",
  slug: "field-walker",
  description: "Walks every field.",
  instructions: "Answer about fields.",
  delegationBrief: "Send field questions here.",
  delegatable: true,
  priceLabel: "$3 / month",
  defaultModel: "claude-opus-4",
  plugins: ["github", "slack"],
  teamGuard: { mode: "warn", markers: ["spawn_teammate", "team_up"], deny: ["subagent", "subagent_fork"] },
  specs: [JSON.stringify({ name: "checker", description: "Checks.", prompt: "Check." })],
  disabledBuiltins: ["code-reviewer", "fixer"],
};

/** A second value of every field but the slug (which only a draft may change). */
const SECOND: ExpertVersionConfig = {
  name: "Field Walker Two",
  slug: FIRST.slug,
  description: "Walks every field again.",
  instructions: "Answer about other fields.",
  delegationBrief: null,
  delegatable: false,
  priceLabel: null,
  defaultModel: "gpt-5",
  plugins: ["linear"],
  teamGuard: { mode: "off", markers: [], deny: ["subagent_codex"] },
  specs: [
    JSON.stringify({ name: "other", description: "Other.", prompt: "Other." }),
    JSON.stringify({ name: "third" }),
  ],
  disabledBuiltins: ["explorer"],
};

async function save(expertId: string, content: ExpertVersionConfig) {
  actAs(alice);
  const { version } = await t.db.expert.findUniqueOrThrow({ where: { id: expertId }, select: { version: true } });
  const result = await editor.saveExpertAction({ ...content, expertId, version } as never);
  expect(result, JSON.stringify(result)).toMatchObject({ status: "ok" });
}

async function storedContent(expertId: string) {
  const snapshot = await readExpertSnapshot(t.db, expertId);
  if (!snapshot) throw new Error(`no Expert ${expertId}`);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, deleted, ...content } = snapshot;
  return content;
}

async function currentVersion(expertId: string) {
  return (await t.db.expert.findUniqueOrThrow({ where: { id: expertId }, select: { version: true } })).version;
}

describe("the Expert content schema", () => {
  test("the samples set every field of the schema, none to its stored default", () => {
    expect(Object.keys(FIRST).sort()).toEqual([...CONTENT_FIELDS].sort());
    for (const field of CONTENT_FIELDS) {
      expect(FIRST[field], field).not.toEqual(DEFAULTS[field]);
      if (field !== "slug") expect(SECOND[field], field).not.toEqual(FIRST[field]);
    }
  });

  test("a save stores every field, and the snapshot, the editor and the audit diff read each back", async () => {
    const slug = "field-walker-draft";
    const id = await createExpertAs(alice, "Walker Draft", slug);
    await save(id, { ...FIRST, slug });
    expect(await storedContent(id)).toEqual({ ...FIRST, slug });
    const shown = await getExpertForEditor(alice, id);
    for (const field of CONTENT_FIELDS) expect(shown?.[field], field).toEqual(field === "slug" ? slug : FIRST[field]);
    await save(id, { ...SECOND, slug });
    const event = await t.db.auditEvent.findFirstOrThrow({
      where: { expertId: id, action: "save" },
      orderBy: { version: "desc" },
      select: { diff: true },
    });
    const changed = new Set((event.diff as { field: string }[]).map((c) => c.field.replace(/[.[].*$/, "")));
    expect([...changed].sort()).toEqual(CONTENT_FIELDS.filter((f) => f !== "slug").sort());
  });

  test("publish freezes every field; discard and restore write every field back", async () => {
    const id = await createExpertAs(alice, "Field Walker", FIRST.slug);
    await save(id, FIRST);
    actAs(alice);
    expect(await versions.publishChangesAction({ expertId: id, version: await currentVersion(id) })).toMatchObject({
      status: "ok",
    });
    const live = await t.db.expertVersion.findFirstOrThrow({ where: { expertId: id }, select: { config: true } });
    expect(readStoredContent(live.config)).toEqual(FIRST);

    await save(id, SECOND);
    expect(await storedContent(id)).toEqual(SECOND);
    actAs(alice);
    expect(await versions.discardChangesAction({ expertId: id, version: await currentVersion(id) })).toMatchObject({
      status: "ok",
    });
    expect(await storedContent(id)).toEqual(FIRST);

    const saved = await t.db.auditEvent.findFirstOrThrow({
      where: { expertId: id, action: "save" },
      orderBy: { version: "desc" },
      select: { id: true },
    });
    actAs(alice);
    const restored = await editor.restoreVersionAction({
      expertId: id,
      version: await currentVersion(id),
      auditEventId: saved.id,
    });
    expect(restored, JSON.stringify(restored)).toMatchObject({ status: "ok" });
    expect(await storedContent(id)).toEqual(SECOND);
  });

  test("the workspace seed writes every field, and a published Expert's live version freezes each", async () => {
    const { specs, ...fields } = FIRST;
    const expert = {
      ...fields,
      id: "e_field_walker_seed",
      slug: "field-walker-seed",
      owner: alice.id,
      status: "published",
      subagents: specs.map((s) => JSON.parse(s)),
    };
    expect(await importWorkspace(t.db, { experts: [expert] })).toMatchObject({ ok: true });
    expect(await storedContent(expert.id)).toEqual({ ...FIRST, slug: expert.slug });
    const live = await t.db.expertVersion.findFirstOrThrow({
      where: { expertId: expert.id },
      select: { config: true },
    });
    expect(readStoredContent(live.config)).toEqual({ ...FIRST, slug: expert.slug });
  });
});
