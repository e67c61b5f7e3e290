import { describe, expect, test } from "vitest";
import { WHITELIST_LIMIT_MESSAGE, whitelistOverCapMessage } from "@/lib/domain/delegation-whitelist";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

const t = await testDatabaseForFile();
const { saveDelegationPolicyAction } = await import("@/lib/actions/delegation-settings");
const { getDelegationSettings } = await import("@/lib/server/settings/delegation-policy");

const policyRows = async () => ({
  policies: await t.db.delegationPolicy.findMany({ orderBy: { userId: "asc" }, select: { userId: true, mode: true } }),
  entries: await t.db.whitelistEntry.findMany({ orderBy: [{ userId: "asc" }, { position: "asc" }] }),
});
const BOB_ACCESSIBLE = [
  "e_contract",
  "e_sql",
  "e_release_notes",
  "e_security",
  "e_postmortem",
  "e_support_triage",
  "e_pipeline",
  "e_api_docs",
  "e_grant",
];

describe("saveDelegationPolicyAction refuses, changing no row", () => {
  test("an anonymous call", async () => {
    const before = await policyRows();
    actAs(null);
    expect(await saveDelegationPolicyAction({ mode: "all", whitelist: [] })).toEqual({
      status: "error",
      code: "unauthorized:session",
      message: "Sign in to continue.",
    });
    expect(await policyRows()).toEqual(before);
  });

  test.each([
    [
      "an 11th entry, saying why",
      { mode: "whitelist", whitelist: [...BOB_ACCESSIBLE, "e_retired", "e_jira_migrator"].slice(0, 11) },
      "whitelist",
      whitelistOverCapMessage(11),
    ],
    [
      "a duplicate entry",
      { mode: "whitelist", whitelist: ["e_sql", "e_sql"] },
      "whitelist",
      "Each Expert can appear only once in the whitelist.",
    ],
    ["an unknown mode", { mode: "everyone", whitelist: [] }, "mode", "Choose one of: none, all, whitelist."],
    [
      "a whitelist that is not a list",
      { mode: "whitelist", whitelist: "e_sql" },
      "whitelist",
      "The whitelist must be a list of Expert ids.",
    ],
    [
      "an Expert the user has no access to",
      { mode: "whitelist", whitelist: ["e_contract", "e_security"] },
      "whitelist",
      "You can only whitelist Experts you have access to; not allowed: e_security.",
    ],
    [
      "a draft the user cannot access",
      { mode: "whitelist", whitelist: ["e_hr_policy"] },
      "whitelist",
      "You can only whitelist Experts you have access to; not allowed: e_hr_policy.",
    ],
  ])("%s", async (_label, input, field, message) => {
    actAs(DEMO_VIEWERS.carol);
    const before = await policyRows();
    const state = await saveDelegationPolicyAction(input as never);
    expect(state.status).toBe("error");
    if (state.status !== "error") return;
    expect(state.fieldErrors?.[field]).toContain(message);
    expect(state.message).toBe(message);
    expect(await policyRows()).toEqual(before);
  });

  test("the 11th-entry sentence says the limit exists because only the first ten are considered", () => {
    expect(WHITELIST_LIMIT_MESSAGE).toMatch(/at most 10 .*only considers the first 10 entries/);
  });
});

describe("saveDelegationPolicyAction saves", () => {
  test("bob's stored twelve entries do not block All or None: the list is kept as it is", async () => {
    actAs(DEMO_VIEWERS.bob);
    const stored = (await getDelegationSettings("u_bob")).whitelist.map((w) => w.id);
    expect(stored.length).toBeGreaterThan(10);
    for (const mode of ["all", "none"] as const) {
      expect(await saveDelegationPolicyAction({ mode, whitelist: stored })).toMatchObject({ status: "ok" });
      const after = await getDelegationSettings("u_bob");
      expect([after.mode, after.whitelist.map((w) => w.id)]).toEqual([mode, stored]);
    }
    const refused = await saveDelegationPolicyAction({ mode: "whitelist", whitelist: stored });
    expect(refused).toMatchObject({
      status: "error",
      fieldErrors: { whitelist: [whitelistOverCapMessage(stored.length)] },
    });
  });

  test("replaces the policy and the ordered whitelist of the signed-in user only", async () => {
    actAs(DEMO_VIEWERS.carol);
    const othersBefore = (await policyRows()).entries.filter((e) => e.userId !== "u_carol");
    expect(
      await saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_release_notes", "e_sql", "e_contract"] }),
    ).toEqual({ status: "ok", message: "Delegation settings saved." });
    const after = await policyRows();
    expect(after.policies).toContainEqual({ userId: "u_carol", mode: "whitelist" });
    expect(after.entries.filter((e) => e.userId === "u_carol").map((e) => [e.position, e.expertId])).toEqual([
      [0, "e_release_notes"],
      [1, "e_sql"],
      [2, "e_contract"],
    ]);
    expect(after.entries.filter((e) => e.userId !== "u_carol")).toEqual(othersBefore);

    expect(await saveDelegationPolicyAction({ mode: "none", whitelist: ["e_sql"] })).toMatchObject({ status: "ok" });
    expect((await policyRows()).entries.filter((e) => e.userId === "u_carol").map((e) => e.expertId)).toEqual([
      "e_sql",
    ]);
  });

  test("a user may keep stored entries that no longer qualify (the page shows why), up to ten", async () => {
    actAs(DEMO_VIEWERS.bob);
    const whitelist = ["e_retired", "e_jira_migrator", "e_grant", "e_sql"];
    expect(await saveDelegationPolicyAction({ mode: "whitelist", whitelist })).toMatchObject({ status: "ok" });
    const settings = await getDelegationSettings("u_bob");
    expect(settings.whitelist.map((w) => [w.id, w.status.qualifies ? "ok" : w.status.code])).toEqual([
      ["e_retired", "unknown_expert"],
      ["e_jira_migrator", "deleted"],
      ["e_grant", "not_delegatable"],
      ["e_sql", "ok"],
    ]);
    // Once removed, a stale entry cannot come back: it is no longer an Expert bob can pick.
    expect(await saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_sql"] })).toMatchObject({
      status: "ok",
    });
    expect(
      await saveDelegationPolicyAction({ mode: "whitelist", whitelist: ["e_sql", "e_jira_migrator"] }),
    ).toMatchObject({ status: "error" });
  });

  test("the picker offers only non-deleted Experts the user holds a grant for", async () => {
    const settings = await getDelegationSettings("u_bob");
    expect(settings.options.map((o) => o.id).sort()).toEqual([...BOB_ACCESSIBLE].sort());
  });
});
