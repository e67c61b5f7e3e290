import { describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { formData } from "../support/studio-fixtures";

const t = await testDatabaseForFile();
const { getAccessAction } = await import("@/lib/actions/marketplace-access");
const marketplace = await import("@/lib/server/marketplace/marketplace");
const harness = await import("@/lib/server/harness/injection");

const grants = () => t.db.accessGrant.findMany({ orderBy: [{ userId: "asc" }, { expertId: "asc" }] });

describe("getAccessAction", () => {
  test("refuses an anonymous call and writes nothing", async () => {
    const before = await grants();
    actAs(null);
    expect(await getAccessAction({ status: "idle" }, formData({ expertId: "e_ux_copy" }))).toEqual({
      status: "error",
      code: "unauthorized:session",
      message: "Sign in to continue.",
    });
    expect(await grants()).toEqual(before);
  });

  test.each([
    ["no Expert id", undefined],
    ["a blank Expert id", "   "],
  ])("refuses %s with a field error", async (_label, id) => {
    const before = await grants();
    actAs(DEMO_VIEWERS.dave);
    const state = await getAccessAction({ status: "idle" }, formData(id === undefined ? {} : { expertId: id }));
    expect(state).toMatchObject({ status: "error", fieldErrors: { expertId: ["Choose an Expert."] } });
    expect(await grants()).toEqual(before);
  });

  test.each([
    ["a draft", "e_hr_policy"],
    ["a deleted Expert", "e_jira_migrator"],
    ["an Expert that does not exist", "e_nope"],
  ])("never grants %s, with the same sentence", async (_label, expertId) => {
    const before = await grants();
    actAs(DEMO_VIEWERS.carol);
    expect(await getAccessAction({ status: "idle" }, formData({ expertId }))).toEqual({
      status: "error",
      code: "not_found:expert",
      message: "This Expert is not available.",
    });
    expect(await grants()).toEqual(before);
  });

  test("records one purchased grant, and a second call changes nothing", async () => {
    actAs(DEMO_VIEWERS.dave);
    const before = (await grants()).length;
    expect(await getAccessAction({ status: "idle" }, formData({ expertId: "e_ux_copy" }))).toMatchObject({
      status: "ok",
      outcome: "granted",
    });
    expect(await getAccessAction({ status: "idle" }, formData({ expertId: "e_ux_copy" }))).toMatchObject({
      status: "ok",
      outcome: "already",
    });
    expect((await grants()).length).toBe(before + 1);
    expect(
      await t.db.accessGrant.findUnique({ where: { userId_expertId: { userId: "u_dave", expertId: "e_ux_copy" } } }),
    ).toMatchObject({ kind: "purchased" });
  });

  test("tells the owner they created it and keeps their created grant", async () => {
    actAs(DEMO_VIEWERS.alice);
    expect(await getAccessAction({ status: "idle" }, formData({ expertId: "e_contract" }))).toMatchObject({
      status: "ok",
      outcome: "owner",
    });
    expect(
      await t.db.accessGrant.findUnique({ where: { userId_expertId: { userId: "u_alice", expertId: "e_contract" } } }),
    ).toMatchObject({ kind: "created" });
  });
});

describe("marketplace listing", () => {
  test("lists only published, non-deleted Experts, by name", async () => {
    const ids = (await marketplace.listMarketplaceExperts()).items.map((e) => e.id);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain("e_hr_policy");
    expect(ids).not.toContain("e_jira_migrator");
  });

  test.each([
    ["upper-case name text", { query: "SQL ANALYST" }, ["e_sql"]],
    ["text only in a brief", { query: "Cohorts" }, ["e_sql"]],
    ["a plugin", { plugin: "postgres" }, ["e_pipeline", "e_sql"]],
    ["text and a plugin", { query: "sql", plugin: "github" }, []],
    ["a draft's name", { query: "HR Policy" }, []],
  ])("filters by %s", async (_label, filter, expected) => {
    expect((await marketplace.listMarketplaceExperts(filter)).items.map((e) => e.id).sort()).toEqual(expected);
  });
});

describe("Expert page data", () => {
  test.each([
    ["anonymous", null],
    ["another user", { id: "u_bob", role: "user" as const }],
  ])("a draft and a deleted Expert are hidden from %s", async (_label, viewer) => {
    expect(await marketplace.getMarketplaceExpert("hr-policy-assistant", viewer)).toBeNull();
    expect(await marketplace.getMarketplaceExpert("jira-migrator", viewer)).toBeNull();
  });

  test("the owner and admins see a draft", async () => {
    expect(await marketplace.getMarketplaceExpert("hr-policy-assistant", { id: "u_dave", role: "user" })).toMatchObject(
      { status: "draft", viewer: { isOwner: true } },
    );
    expect(
      await marketplace.getMarketplaceExpert("hr-policy-assistant", { id: "u_admin", role: "admin" }),
    ).toMatchObject({ viewer: { isAdmin: true } });
  });

  test("lists exactly the subagents the harness keeps", async () => {
    const page = await marketplace.getMarketplaceExpert("sql-analyst", null);
    const injection = await harness.getInjection({ userRef: "u_carol", expertRef: "e_sql" });
    expect(page?.subagents).toEqual(injection.subagents.map((s) => ({ name: s.name, description: s.description })));
    expect(page?.subagents?.map((s) => s.name)).toContain("query_writer");
  });
});
