import { describe, expect, test } from "vitest";
import type { ExpertDraftInput } from "@/lib/domain/expert-draft";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { createExpertAs, formData } from "../support/studio-fixtures";

const t = await testDatabaseForFile();
const editor = await import("@/lib/actions/expert-edits");
const studio = await import("@/lib/actions/expert-creation");

const NOT_FOUND = { status: "error", code: "not_found:expert", message: "Expert not found or access denied" };
const SIGNED_OUT = { status: "error", code: "unauthorized:session", message: "Sign in to continue." };
const STALE = {
  status: "error",
  code: "conflict:stale_version",
  message: "This Expert was changed in another tab — reload to see the latest.",
};
const REFUSED = { anonymous: SIGNED_OUT, "a non-owner": NOT_FOUND } as const;
const { alice, bob, admin } = DEMO_VIEWERS;

/** Every row a Studio action could touch, to prove that a refused call changed nothing. */
async function state() {
  const [experts, specs, switches, audit, grants] = await Promise.all([
    t.db.expert.findMany({ orderBy: { id: "asc" } }),
    t.db.subagentSpec.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] }),
    t.db.builtinSwitch.findMany({ orderBy: [{ expertId: "asc" }, { handle: "asc" }] }),
    t.db.auditEvent.count(),
    t.db.accessGrant.count(),
  ]);
  return JSON.stringify({ experts, specs, switches, audit, grants });
}

async function expectNoChange(run: () => Promise<unknown>) {
  const before = await state();
  const result = await run();
  expect(await state()).toBe(before);
  return result;
}

const newExpert = (name: string, slug: string) => createExpertAs(alice, name, slug);

const draft = (patch: Partial<ExpertDraftInput> = {}): ExpertDraftInput => ({
  name: "Contract Reviewer",
  slug: "contract-review",
  description: "Reviews contracts.",
  priceLabel: "€19 / month",
  instructions: "You review contracts.",
  defaultModel: "claude-opus-4",
  plugins: ["github"],
  delegatable: true,
  delegationBrief: "Accepts contracts; returns a risk list.",
  teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [
    JSON.stringify({
      name: "scanner",
      description: "Scans.",
      system_prompt: "Scan.",
      tools: ["read", "mcp__github__*"],
    }),
    "{ not json at all",
  ],
  ...patch,
});

const save = (expertId: string, version: number, d: ExpertDraftInput) =>
  editor.saveExpertAction({ ...d, expertId, version });
const publish = (expertId: string, version: number, published: boolean) =>
  editor.setPublishedAction({ expertId, version, published });
const remove = (expertId: string) => editor.deleteExpertAction({ expertId });
const restore = (expertId: string, auditEventId: string, version: number) =>
  editor.restoreVersionAction({ expertId, auditEventId, version });

const version = async (id: string) =>
  (await t.db.expert.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

describe("createExpertAction and suggestSlugAction", () => {
  test("anonymous callers are refused and nothing is written", async () => {
    actAs(null);
    const result = await expectNoChange(() =>
      studio.createExpertAction({ status: "idle" }, formData({ name: "X", slug: "x" })),
    );
    expect(result).toEqual(SIGNED_OUT);
    expect(await studio.suggestSlugAction({ name: "X" })).toEqual(SIGNED_OUT);
  });

  test.each([
    ["a blank name", { name: " ", slug: "ok-slug" }, "name", "Enter a name."],
    [
      "a bad slug",
      { name: "Ok", slug: "Not A Slug" },
      "slug",
      "Use lower-case letters, digits and dashes, starting with a letter or digit.",
    ],
    ["a taken slug", { name: "Ok", slug: "tax-helper" }, "slug", "This slug is taken; choose another."],
  ])("refuses %s with a field error and writes nothing", async (_c, fields, field, message) => {
    actAs(alice);
    const result = await expectNoChange(() => studio.createExpertAction({ status: "idle" }, formData(fields)));
    expect(result).toMatchObject({ status: "error", fieldErrors: { [field]: [message] } });
  });

  test("suggests a unique slug", async () => {
    actAs(alice);
    expect(await studio.suggestSlugAction({ name: "Tax Helper" })).toEqual({ status: "ok", slug: "tax-helper-2" });
    expect(await studio.suggestSlugAction({ name: "Brand new thing" })).toEqual({
      status: "ok",
      slug: "brand-new-thing",
    });
  });

  test("creates a draft owned by the creator, with an access grant and an audit event", async () => {
    const id = await newExpert("  Lease Checker ", "lease-checker");
    const row = await t.db.expert.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      ownerId: "u_alice",
      name: "Lease Checker",
      nameKey: "lease checker",
      status: "draft",
      version: 1,
    });
    expect(row.guardMarkers).toEqual(["spawn_teammate"]);
    expect(row.plugins).toEqual([]);
    expect(
      await t.db.accessGrant.findUnique({ where: { userId_expertId: { userId: "u_alice", expertId: id } } }),
    ).toMatchObject({ kind: "created" });
    expect(await t.db.auditEvent.findMany({ where: { expertId: id }, select: { action: true } })).toEqual([
      { action: "create" },
    ]);
  });
});

describe("saveExpertAction", () => {
  test.each([
    ["anonymous", null],
    ["a non-owner", bob],
  ] as const)("%s is refused and nothing changes", async (who, viewer) => {
    actAs(viewer);
    const result = await expectNoChange(async () => save("e_contract", await version("e_contract"), draft()));
    expect(result).toEqual(REFUSED[who]);
  });

  test.each([
    ["name", { name: "" }, "Enter a name."],
    ["defaultModel", { defaultModel: "gpt-2" }, "Choose a model from the catalog."],
    ["plugins.0", { plugins: ["nope"] }, "Unknown plugin."],
    ["teamGuard.mode", { teamGuard: { mode: "loud", markers: [], deny: [] } }, "Choose enforce, warn or off."],
  ])("invalid %s returns a field error and changes nothing", async (field, patch, message) => {
    actAs(alice);
    const v = await version("e_contract");
    const result = await expectNoChange(() => save("e_contract", v, draft(patch as Partial<ExpertDraftInput>)));
    expect(result).toMatchObject({ status: "error", fieldErrors: { [field]: [message] } });
  });

  test("the slug of a published Expert cannot change", async () => {
    actAs(alice);
    const result = await expectNoChange(async () =>
      save("e_contract", await version("e_contract"), draft({ slug: "contract-2" })),
    );
    expect(result).toMatchObject({ fieldErrors: { slug: ["The slug can only change while the Expert is a draft."] } });
  });

  test("saves every field and the specs as authored in one version, then refuses the stale version", async () => {
    actAs(alice);
    const v = await version("e_contract");
    const auditBefore = await t.db.auditEvent.count({ where: { expertId: "e_contract" } });
    expect(await save("e_contract", v, draft())).toEqual({ status: "ok", version: v + 1 });
    const row = await t.db.expert.findUniqueOrThrow({
      where: { id: "e_contract" },
      include: { subagents: { orderBy: { position: "asc" } } },
    });
    expect(row).toMatchObject({
      defaultModel: "claude-opus-4",
      guardMode: "warn",
      priceLabel: "€19 / month",
      version: v + 1,
    });
    expect(row.subagents.map((s) => s.raw)).toEqual(draft().specs);
    const events = await t.db.auditEvent.findMany({
      where: { expertId: "e_contract" },
      orderBy: { createdAt: "desc" },
    });
    expect(events).toHaveLength(auditBefore + 1);
    expect(events[0]).toMatchObject({ action: "save", version: v + 1, actorId: "u_alice" });

    const stale = await expectNoChange(() => save("e_contract", v, draft({ name: "Other" })));
    expect(stale).toEqual(STALE);
  });

  test("an admin may save someone else's Expert", async () => {
    actAs(admin);
    const v = await version("e_sql");
    const result = await save("e_sql", v, draft({ name: "SQL Analyst", slug: "sql-analyst", specs: [] }));
    expect(result).toEqual({ status: "ok", version: v + 1 });
  });
});

describe("builtin switches in the draft", () => {
  const switches = async (id: string) =>
    (
      await t.db.builtinSwitch.findMany({
        where: { expertId: id },
        orderBy: { handle: "asc" },
        select: { handle: true, enabled: true },
      })
    ).map((s) => `${s.handle}:${s.enabled}`);

  test("a save writes the draft's switches with everything else, as one new version and one history entry", async () => {
    const id = await newExpert("Switchboard", "switchboard");
    expect(
      await save(
        id,
        1,
        draft({ name: "Switchboard", slug: "switchboard", disabledBuiltins: [" Explorer ", "legacy-linter"] }),
      ),
    ).toEqual({ status: "ok", version: 2 });
    expect(await switches(id)).toEqual([
      "code-reviewer:true",
      "explorer:false",
      "fixer:true",
      "legacy-linter:false",
      "test-runner:true",
      "ui-designer:true",
    ]);
    expect(await save(id, 2, draft({ name: "Switchboard", slug: "switchboard", disabledBuiltins: [] }))).toEqual({
      status: "ok",
      version: 3,
    });
    expect((await switches(id)).filter((s) => s.endsWith(":false"))).toEqual(["legacy-linter:false"]);
    const last = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: id }, orderBy: { createdAt: "desc" } });
    expect(last.diff).toEqual(expect.arrayContaining([expect.objectContaining({ field: "disabledBuiltins" })]));
  });

  test("a draft without switches leaves them as stored; a stale save writes none", async () => {
    const id = await newExpert("Switch Keeper", "switch-keeper");
    await save(id, 1, draft({ name: "Switch Keeper", slug: "switch-keeper", disabledBuiltins: ["fixer"] }));
    await save(id, 2, draft({ name: "Switch Keeper", slug: "switch-keeper" }));
    expect((await switches(id)).filter((s) => s.endsWith(":false"))).toEqual(["fixer:false"]);
    const stale = await expectNoChange(() =>
      save(id, 1, draft({ name: "Switch Keeper", slug: "switch-keeper", disabledBuiltins: [] })),
    );
    expect(stale).toEqual(STALE);
  });
});

describe("readStoredExpertAction", () => {
  test("the owner reads the stored Expert; anyone else is refused", async () => {
    actAs(alice);
    const result = await editor.readStoredExpertAction({ expertId: "e_contract" });
    expect(result).toMatchObject({ status: "ok", expert: { id: "e_contract", version: await version("e_contract") } });
    actAs(bob);
    expect(await editor.readStoredExpertAction({ expertId: "e_contract" })).toEqual(NOT_FOUND);
    actAs(null);
    expect(await editor.readStoredExpertAction({ expertId: "e_contract" })).toEqual(SIGNED_OUT);
  });
});

describe("setPublishedAction and deleteExpertAction", () => {
  test("anonymous, non-owner and malformed calls are refused and change nothing", async () => {
    const id = await newExpert("Publish Me", "publish-me");
    for (const [viewer, refused] of [
      [null, SIGNED_OUT],
      [bob, NOT_FOUND],
    ] as const) {
      actAs(viewer);
      expect(await expectNoChange(() => publish(id, 1, true))).toEqual(refused);
      expect(await expectNoChange(() => remove(id))).toEqual(refused);
    }
    actAs(alice);
    const malformed = await expectNoChange(() =>
      editor.setPublishedAction({ expertId: id, version: "1", published: "yes" } as never),
    );
    expect(malformed).toMatchObject({
      status: "error",
      code: "bad_request:input",
      fieldErrors: { version: expect.any(Array), published: expect.any(Array) },
    });
  });

  test("publishing from a stale version is refused; from the current one it publishes and unpublishes", async () => {
    const id = await newExpert("Publish Two", "publish-two");
    expect(await expectNoChange(() => publish(id, 7, true))).toEqual(STALE);
    expect(await publish(id, 1, true)).toEqual({ status: "ok" });
    const published = await t.db.expert.findUniqueOrThrow({ where: { id }, include: { liveVersion: true } });
    expect(published.status).toBe("published");
    // Publishing freezes the draft into live version 1 and moves the Expert's version on (rules §10).
    expect(published.liveVersion?.number).toBe(1);
    expect(published.version).toBe(2);
    expect(await publish(id, 2, false)).toEqual({ status: "ok" });
    expect((await t.db.expert.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
  });

  test("delete is soft: the row stays, marked deleted, and is no longer editable", async () => {
    const id = await newExpert("Delete Me", "delete-me");
    expect(await remove(id)).toEqual({ status: "ok" });
    expect((await t.db.expert.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull();
    expect(await expectNoChange(() => save(id, 1, draft({ slug: "delete-me" })))).toEqual(NOT_FOUND);
  });
});

describe("restoreVersionAction", () => {
  test("restores an earlier configuration as a new version; refuses strangers, other Experts' events and stale versions", async () => {
    const id = await newExpert("Restore Me", "restore-me");
    const created = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: id, action: "create" } });
    expect(await save(id, 1, draft({ name: "Restore Me", slug: "restore-me" }))).toMatchObject({
      status: "ok",
      version: 2,
    });

    for (const [viewer, refused] of [
      [null, SIGNED_OUT],
      [bob, NOT_FOUND],
    ] as const) {
      actAs(viewer);
      expect(await expectNoChange(() => restore(id, created.id, 2))).toEqual(refused);
    }
    actAs(alice);
    const foreign = await t.db.auditEvent.create({
      data: { expertId: "e_sql", action: "save", version: 1, snapshot: {}, diff: [] },
    });
    expect(await expectNoChange(() => restore(id, foreign.id, 2))).toEqual(NOT_FOUND);
    await t.db.auditEvent.delete({ where: { id: foreign.id } });
    expect(await expectNoChange(() => restore(id, created.id, 1))).toEqual(STALE);

    expect(await restore(id, created.id, 2)).toEqual({ status: "ok", version: 3 });
    const row = await t.db.expert.findUniqueOrThrow({ where: { id }, include: { subagents: true } });
    expect(row).toMatchObject({
      instructions: "",
      defaultModel: "claude-sonnet-4",
      guardMode: "enforce",
      slug: "restore-me",
    });
    expect(row.subagents).toEqual([]);
    const last = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: id }, orderBy: { createdAt: "desc" } });
    expect(last).toMatchObject({ action: "restore", version: 3 });
  });
});

describe("listExpertHistory", () => {
  test("numbers entries uniquely even when unpublishing records the same version as the publication before it", async () => {
    const { listExpertHistory } = await import("@/lib/server/studio/expert-editor");
    const id = await newExpert("Numbered", "numbered");
    await save(id, 1, draft({ name: "Numbered", slug: "numbered" }));
    await publish(id, 2, true);
    await publish(id, 3, false);
    const history = await listExpertHistory(alice, id);
    expect(history.map((h) => [h.number, h.action, h.version])).toEqual([
      [4, "unpublish", 3],
      [3, "publish", 3],
      [2, "save", 2],
      [1, "create", 1],
    ]);
    expect(await listExpertHistory(bob, id)).toEqual([]);
  });
});

describe("the action modules' boundary", () => {
  test("every exported action refuses an anonymous caller and writes nothing", async () => {
    actAs(null);
    const calls = [
      ...Object.entries(editor).map(
        ([name, fn]) =>
          [
            name,
            () =>
              (fn as (a: unknown) => Promise<unknown>)({
                ...draft(),
                expertId: "e_contract",
                version: 1,
                auditEventId: "x",
                published: true,
              }),
          ] as const,
      ),
      ...Object.entries(studio).map(
        ([name, fn]) =>
          [
            name,
            () => (fn as (...a: unknown[]) => Promise<unknown>)({ status: "idle" }, formData({ name: "X", slug: "x" })),
          ] as const,
      ),
    ];
    expect(calls.length).toBe(7);
    for (const [name, call] of calls) {
      const result = await expectNoChange(call);
      expect(result, name).toEqual(SIGNED_OUT);
    }
  });
});
