import { describe, expect, test } from "vitest";
import { readVersionConfig } from "@/lib/domain/expert-version";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import { call, apiDatabaseForFile } from "../support/api";
import { createExpertAs, storedDraft } from "../support/studio-fixtures";

// rules §10 end to end through the real actions, route handlers and harness, on the demo workspace.
type InjectionBody = ReturnType<typeof toInjectionResponse>;

const t = await apiDatabaseForFile();
const editor = await import("@/lib/actions/expert-edits");
const versions = await import("@/lib/actions/expert-versions");
const { POST: injectionRoute } = await import("@/app/api/harness/injection/route");
const { POST: delegateRoute } = await import("@/app/api/agent-proxy/delegate/route");
const marketplace = await import("@/lib/server/marketplace/marketplace");
const rosterPreview = await import("@/lib/server/settings/roster-preview");
const trace = await import("@/lib/server/harness/admin-trace");

const { alice, bob, admin } = DEMO_VIEWERS;
const NOT_FOUND = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };
const STALE = {
  status: "error",
  code: "conflict:stale_version",
  message: "This Expert was changed in another tab — reload to see the latest.",
};
const REFUSED = [
  [null, { status: "error", code: "unauthorized:session", message: "Sign in to continue." }],
  [bob, { status: "error", code: "not_found:expert", message: "Expert not found or access denied" }],
] as const;
/** A refusal of the request itself (nothing to publish, no such live version): its sentence, kept under its field. */
const refusedAs = (field: string, message: string) => ({
  status: "error",
  code: "bad_request:input",
  message,
  fieldErrors: { [field]: [message] },
});
const inject = (body: Record<string, unknown>) =>
  call<InjectionBody & { error?: string }>(injectionRoute, "http://test/api/harness/injection", body);

/** Saves a change to the draft as its owner; returns the new draft version. */
async function saveDraft(expertId: string, patch: Record<string, unknown>) {
  actAs(alice);
  const { version, draft } = await storedDraft(t.db, expertId);
  const result = await editor.saveExpertAction({ ...draft, ...patch, expertId, version } as never);
  expect(result, JSON.stringify(result)).toMatchObject({ status: "ok" });
  return (result as { version: number }).version;
}

async function currentVersion(expertId: string) {
  return (await t.db.expert.findUniqueOrThrow({ where: { id: expertId }, select: { version: true } })).version;
}

/** Every row a publication could touch, to prove a refused call wrote nothing. */
async function state() {
  const [experts, versionRows, specs, switches, audit] = await Promise.all([
    t.db.expert.findMany({ orderBy: { id: "asc" } }),
    t.db.expertVersion.findMany({ orderBy: { id: "asc" } }),
    t.db.subagentSpec.findMany({ orderBy: [{ expertId: "asc" }, { position: "asc" }] }),
    t.db.builtinSwitch.findMany({ orderBy: [{ expertId: "asc" }, { handle: "asc" }] }),
    t.db.auditEvent.count(),
  ]);
  return JSON.stringify({ experts, versionRows, specs, switches, audit });
}

async function expectNoChange<T>(run: () => Promise<T>): Promise<T> {
  const before = await state();
  const result = await run();
  expect(await state()).toBe(before);
  return result;
}

const briefInRoster = async (userId: string, mainExpert: string, slug: string) => {
  const preview = await rosterPreview.previewRoster(userId, mainExpert, `@${slug}`);
  return preview?.roster.find((r) => r.slug === slug)?.brief;
};

describe("the workspace seed", () => {
  test("every published demo Expert is live version 1 of its seeded configuration, and its draft equals it", async () => {
    const experts = await t.db.expert.findMany({ include: { liveVersion: true, versions: true } });
    for (const e of experts.filter((x) => x.status === "published")) {
      expect(
        e.versions.map((v) => v.number),
        e.id,
      ).toEqual([1]);
      expect(e.liveVersion?.number).toBe(1);
      expect(e.liveName).toBe(e.name);
      expect(e.liveBrief).toBe(e.delegationBrief);
      expect(e.liveDelegatable).toBe(e.delegatable);
    }
    expect(experts.find((e) => e.id === "e_hr_policy")?.versions).toEqual([]);
    actAs(alice);
    const { getVersionState } = await import("@/lib/server/studio/expert-versions");
    expect((await getVersionState(alice, "e_tax"))?.changes).toEqual([]);
    const config = readVersionConfig(experts.find((e) => e.id === "e_tax")?.liveVersion?.config);
    expect(config.disabledBuiltins).toEqual(["fixer", "test-runner", "ui-designer"]);
    expect(config.specs).toHaveLength(3);
  });

  test("importing the same file again makes no new live version", async () => {
    const { importWorkspace } = await import("@/prisma/seed/import-workspace");
    const { readFileSync } = await import("node:fs");
    const before = await t.db.expertVersion.count();
    expect(await importWorkspace(t.db, JSON.parse(readFileSync("prisma/workspaces/demo.json", "utf8")))).toMatchObject({
      ok: true,
    });
    expect(await t.db.expertVersion.count()).toBe(before);
  });
});

describe("what the harness serves", () => {
  test("an edited published Expert keeps serving its live version to users and to its owner; the owner can ask for the draft", async () => {
    const liveBrief = (await t.db.expert.findUniqueOrThrow({ where: { id: "e_contract" } })).delegationBrief;
    const before = await inject({ user: "u_bob", expert: "e_contract" });
    await saveDraft("e_contract", {
      name: "Contract Reviewer Draft",
      delegationBrief: "Accepts drafts only.",
      specs: [],
      plugins: [],
    });

    const forBob = await inject({ user: "u_bob", expert: "e_contract" });
    expect(forBob.status).toBe(200);
    expect(forBob.body).toEqual(before.body);
    expect(forBob.body.subagents.filter((s) => s.source === "expert").length).toBeGreaterThan(0);
    const forOwner = await inject({ user: "u_alice", expert: "e_contract" });
    expect(forOwner.body.expert.name).not.toBe("Contract Reviewer Draft");

    const draft = await inject({ user: "u_alice", expert: "contract-review", version: "draft" });
    expect(draft.status).toBe(200);
    expect(draft.body.expert.name).toBe("Contract Reviewer Draft");
    expect(draft.body.subagents.filter((s) => s.source === "expert")).toEqual([]);

    // Anyone but the owner asking for the draft gets the usual 404, access or not.
    expect(await inject({ user: "u_bob", expert: "e_contract", version: "draft" })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    expect(await inject({ user: "u_admin", expert: "e_contract", version: "draft" })).toMatchObject({
      status: 404,
      body: NOT_FOUND,
    });
    const wrong = await inject({ user: "u_alice", expert: "e_contract", version: "live" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/^Field "version" /);
    expect((await inject({ user: "u_alice", expert: "e_contract", version: null })).body).toEqual(forOwner.body);

    // Policy "all" reads candidates through the one raw join: it too offers the live name and brief.
    const all = await rosterPreview.previewRoster("u_carol", "e_sql", "");
    expect(all?.roster.find((r) => r.id === "e_contract")).toMatchObject({
      name: before.body.expert.name,
      brief: liveBrief,
    });

    // The roster, the marketplace and the Expert page read the live version too.
    expect(await briefInRoster("u_bob", "e_sql", "contract-review")).toBe(liveBrief);
    expect((await marketplace.listMarketplaceExperts()).items.find((c) => c.id === "e_contract")?.name).toBe(
      before.body.expert.name,
    );
    expect((await marketplace.getMarketplaceExpert("contract-review", { id: "u_bob", role: "user" }))?.brief).toBe(
      liveBrief,
    );
  });

  test("the delegate check reads the target's live flags, not the draft's", async () => {
    await saveDraft("e_release_notes", { delegatable: false });
    const delegate = (to: string) =>
      call(delegateRoute, "http://test/api/agent-proxy/delegate", {
        user: "u_bob",
        from: "e_sql",
        to,
        input: "Write the notes.",
      });
    expect((await delegate("e_release_notes")).body).toMatchObject({ status: "accepted" });
    // e_tax is not delegatable live; a draft that says it is changes nothing until published.
    await saveDraft("e_tax", { delegatable: true });
    await t.db.accessGrant.create({ data: { userId: "u_bob", expertId: "e_tax", kind: "purchased" } });
    expect((await delegate("e_tax")).body).toEqual({
      status: "failed",
      error: "Expert is not delegatable",
      code: "not_delegatable",
    });
  });

  test("a never-published Expert gives its owner the draft and nobody else anything", async () => {
    const id = await createExpertAs(alice, "Fresh Draft", "fresh-draft");
    const owner = await inject({ user: "u_alice", expert: "fresh-draft" });
    expect(owner.status).toBe(200);
    expect(owner.body.expert.name).toBe("Fresh Draft");
    expect(await inject({ user: "u_alice", expert: "fresh-draft", version: "draft" })).toMatchObject({ status: 200 });
    await t.db.accessGrant.create({ data: { userId: "u_bob", expertId: id, kind: "purchased" } });
    expect(await inject({ user: "u_bob", expert: "fresh-draft" })).toMatchObject({ status: 404, body: NOT_FOUND });
    // Discarding needs a live version.
    expect(await expectNoChange(() => versions.discardChangesAction({ expertId: id, version: 1 }))).toEqual(
      refusedAs("discard", "There is no live version yet: publish the draft first."),
    );
  });
});

describe("publish, rollback and discard", () => {
  test("publishing makes the draft live for everyone and records a publication", async () => {
    actAs(alice);
    const result = await versions.publishChangesAction({
      expertId: "e_contract",
      version: await currentVersion("e_contract"),
    });
    expect(result).toMatchObject({ status: "ok", number: 2 });
    expect(await briefInRoster("u_bob", "e_sql", "contract-review")).toBe("Accepts drafts only.");
    expect((await inject({ user: "u_bob", expert: "e_contract" })).body.expert.name).toBe("Contract Reviewer Draft");
    const event = await t.db.auditEvent.findFirstOrThrow({
      where: { expertId: "e_contract", action: "publish" },
      orderBy: { createdAt: "desc" },
    });
    expect(event.liveNumber).toBe(2);
    expect(event.diff).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "delegationBrief", after: "Accepts drafts only." })]),
    );
    const version = await t.db.expertVersion.findUniqueOrThrow({
      where: { expertId_number: { expertId: "e_contract", number: 2 } },
    });
    expect(version.publishedById).toBe("u_alice");

    // Publishing again with nothing changed says so and writes nothing.
    expect(
      await expectNoChange(() =>
        versions.publishChangesAction({ expertId: "e_contract", version: result.status === "ok" ? result.version : 0 }),
      ),
    ).toEqual(refusedAs("publish", "Nothing to publish: the draft is the same as the live version."));
  });

  test("two tabs publishing at once: one wins, the other gets the conflict sentence", async () => {
    await saveDraft("e_api_docs", { description: "Race one." });
    actAs(alice);
    const version = await currentVersion("e_api_docs");
    const outcomes = await Promise.all([
      versions.publishChangesAction({ expertId: "e_api_docs", version }),
      versions.publishChangesAction({ expertId: "e_api_docs", version }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["error", "ok"]);
    expect(outcomes.find((o) => o.status === "error")).toEqual(STALE);
    expect(await t.db.expertVersion.count({ where: { expertId: "e_api_docs" } })).toBe(2);
  });

  test("rollback publishes an earlier version again; a missing, foreign or stale one is refused with nothing written", async () => {
    actAs(alice);
    const version = await currentVersion("e_contract");
    expect(
      await expectNoChange(() => versions.rollbackAction({ expertId: "e_contract", version, number: 99 })),
    ).toEqual(refusedAs("rollback", "This Expert has no live version 99."));
    // e_api_docs has a version 2; e_support_triage (also Alice's) has only 1.
    const triage = await currentVersion("e_support_triage");
    expect(
      await expectNoChange(() => versions.rollbackAction({ expertId: "e_support_triage", version: triage, number: 2 })),
    ).toEqual(refusedAs("rollback", "This Expert has no live version 2."));
    expect(await expectNoChange(() => versions.rollbackAction({ expertId: "e_contract", version, number: 2 }))).toEqual(
      refusedAs("rollback", "Live version 2 is already what runtimes get."),
    );
    expect(
      await expectNoChange(() => versions.rollbackAction({ expertId: "e_contract", version: version - 1, number: 1 })),
    ).toEqual(STALE);
    for (const [viewer, refused] of REFUSED) {
      actAs(viewer);
      expect(
        await expectNoChange(() => versions.rollbackAction({ expertId: "e_contract", version, number: 1 })),
      ).toEqual(refused);
    }
    actAs(alice);
    expect(
      await expectNoChange(() => versions.rollbackAction({ expertId: "e_contract", version, number: "1" } as never)),
    ).toMatchObject({
      status: "error",
      code: "bad_request:input",
      message: "Choose a live version to roll back to.",
    });

    actAs(alice);
    const draftBefore = await storedDraft(t.db, "e_contract");
    expect(await versions.rollbackAction({ expertId: "e_contract", version, number: 1 })).toMatchObject({
      status: "ok",
      number: 3,
    });
    const row = await t.db.expert.findUniqueOrThrow({ where: { id: "e_contract" }, include: { liveVersion: true } });
    expect(row.liveVersion).toMatchObject({ number: 3, rolledBackFrom: 1 });
    expect(await briefInRoster("u_bob", "e_sql", "contract-review")).not.toBe("Accepts drafts only.");
    expect((await inject({ user: "u_bob", expert: "e_contract" })).body.expert.name).toBe(row.liveName);
    // The draft is untouched: the unpublished changes now show against version 3.
    expect((await storedDraft(t.db, "e_contract")).draft).toEqual(draftBefore.draft);
    const audit = await t.db.auditEvent.findFirstOrThrow({ where: { expertId: "e_contract", action: "rollback" } });
    expect(audit.liveNumber).toBe(3);
  });

  test("discard makes the draft the live version again, recorded in the audit log", async () => {
    actAs(alice);
    const { getVersionState } = await import("@/lib/server/studio/expert-versions");
    expect((await getVersionState(alice, "e_contract"))?.changes.map((c) => c.field)).toContain("delegationBrief");
    const version = await currentVersion("e_contract");
    expect(
      await expectNoChange(() => versions.discardChangesAction({ expertId: "e_contract", version: version + 5 })),
    ).toEqual(STALE);
    for (const [viewer, refused] of REFUSED) {
      actAs(viewer);
      expect(await expectNoChange(() => versions.discardChangesAction({ expertId: "e_contract", version }))).toEqual(
        refused,
      );
    }
    actAs(alice);
    expect(await versions.discardChangesAction({ expertId: "e_contract", version })).toEqual({
      status: "ok",
      version: version + 1,
    });
    expect((await getVersionState(alice, "e_contract"))?.changes).toEqual([]);
    const draft = await inject({ user: "u_alice", expert: "e_contract", version: "draft" });
    const live = await inject({ user: "u_alice", expert: "e_contract" });
    expect(draft.body).toEqual(live.body);
    expect(await t.db.auditEvent.count({ where: { expertId: "e_contract", action: "discard" } })).toBe(1);
  });

  test("unpublishing takes the Expert away from users but keeps its live versions", async () => {
    actAs(alice);
    expect(
      await editor.setPublishedAction({
        expertId: "e_support_triage",
        version: await currentVersion("e_support_triage"),
        published: false,
      }),
    ).toEqual({ status: "ok" });
    expect(await inject({ user: "u_bob", expert: "e_support_triage" })).toMatchObject({ status: 404 });
    expect(await t.db.expertVersion.count({ where: { expertId: "e_support_triage" } })).toBe(1);
    expect(
      (await rosterPreview.previewRoster("u_bob", "e_sql", "@support-triage"))?.rosterReport.find(
        (r) => r.id === "e_support_triage",
      ),
    ).toMatchObject({
      code: "not_published",
    });
  });
});

describe("the admin trace", () => {
  test("shows what runtimes get by default, any live version, or the draft; a missing version is null", async () => {
    const served = await trace.getExpertTrace(admin, "e_contract");
    expect(served?.showing).toEqual({ kind: "live", number: 3 });
    expect(served?.versions.map((v) => [v.number, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const v2 = await trace.getExpertTrace(admin, "e_contract", { number: 2 });
    expect(v2?.expert.name).toBe("Contract Reviewer Draft");
    expect(v2?.injection.subagents.filter((s) => s.source === "expert")).toEqual([]);
    expect((await trace.getExpertTrace(admin, "e_contract", "draft"))?.showing).toEqual({ kind: "draft" });
    expect(await trace.getExpertTrace(admin, "e_contract", { number: 9 })).toBeNull();
    expect((await trace.getExpertTrace(admin, "e_hr_policy"))?.showing).toEqual({ kind: "draft" });
  });
});

describe("previewLiveAction", () => {
  test("the owner previews what runtimes get; others are refused as for a missing Expert; no live version is said so", async () => {
    actAs(alice);
    const live = await versions.previewLiveAction({ expertId: "e_contract" });
    expect(live).toMatchObject({ status: "ok", number: 3 });
    const served = await inject({ user: "u_alice", expert: "e_contract" });
    if (live.status === "ok") expect(live.injection.prompt).toBe(served.body.prompt);

    const fresh = await t.db.expert.findUniqueOrThrow({ where: { slug: "fresh-draft" }, select: { id: true } });
    expect(await versions.previewLiveAction({ expertId: fresh.id })).toEqual({
      status: "error",
      code: "bad_request:input",
      message: "There is no live version to preview.",
    });
    for (const [viewer, refused] of REFUSED) {
      actAs(viewer);
      expect(await versions.previewLiveAction({ expertId: "e_contract" })).toEqual(refused);
    }
  });
});
