import { describe, expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { call, apiDatabaseForFile } from "../support/api";

type InjectionBody = ReturnType<typeof toInjectionResponse>;

// The roster preview must show exactly what POST /api/harness/injection returns (rules §5).
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");
const actions = await import("@/lib/actions/delegation-settings");

async function apiInjection(user: string, expert: string, message: string) {
  const res = await call<InjectionBody>(POST, "http://test/api/harness/injection", { user, expert, message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("previewRosterAction equals the harness API", () => {
  test.each([
    [
      "bob, whitelist past the cap, mentions of a draft, an inaccessible and an unknown Expert",
      "bob",
      "e_contract",
      "Ask @ux-copy, @hr-policy-assistant, @nobody-here and @sql-analyst.",
    ],
    ["bob mentions the current Expert", "bob", "e_sql", "@sql-analyst and @SECURITY-code-review"],
    ["carol under policy all", "carol", "e_sql", "please check @contract-review"],
    ["dave previews his own draft with no policy", "dave", "e_hr_policy", "@grant-writer @security-code-review"],
    ["alice with an empty message", "alice", "e_tax", ""],
  ] as const)("%s", async (_label, who, expertId, message) => {
    const viewer = DEMO_VIEWERS[who];
    actAs(viewer);
    const state = await actions.previewRosterAction({ expertId, message });
    expect(state.status).toBe("ok");
    if (state.status !== "ok") return;
    const body = await apiInjection(viewer.email, expertId, message);
    expect(state.preview.roster).toEqual(body.roster);
    expect(state.preview.rosterReport).toEqual(body.rosterReport);
    expect(state.preview.tokens).toBe(body.tokens);
    if (body.roster.length > 0) expect(body.prompt).toContain(state.preview.delegateText);
    else expect(state.preview.delegateText).toBeNull();
  });
});

test("the preview explains every kind of candidate: kept, over the cap, no access, unknown mention", async () => {
  actAs(DEMO_VIEWERS.bob);
  const state = await actions.previewRosterAction({
    expertId: "e_contract",
    message: "Ask @ux-copy, @hr-policy-assistant and @nobody-here.",
  });
  if (state.status !== "ok") throw new Error(state.message);
  const codes = new Set(state.preview.rosterReport.map((r) => r.code ?? r.status));
  expect([...codes]).toEqual(
    expect.arrayContaining([
      "kept",
      "over_cap",
      "no_access",
      "unknown_mention",
      "unknown_expert",
      "deleted",
      "not_delegatable",
      "self",
    ]),
  );
  expect(state.preview.delegateText).toMatch(/^## delegate tool/);
  expect(state.preview.delegateTokens).toBeGreaterThan(0);
});

describe("previewRosterAction refuses", () => {
  test("an anonymous call, writing nothing", async () => {
    const before = await counts();
    actAs(null);
    const state = await actions.previewRosterAction({ expertId: "e_sql", message: "@ux-copy" });
    expect(state).toEqual({ status: "error", code: "unauthorized:session", message: "Sign in to continue." });
    expect(await counts()).toEqual(before);
  });

  test.each([
    ["a missing Expert", { message: "" }, "expertId"],
    ["a message that is not text", { expertId: "e_sql", message: 5 }, "message"],
  ])("%s with a field error", async (_label, input, field) => {
    actAs(DEMO_VIEWERS.bob);
    const state = await actions.previewRosterAction(input as never);
    expect(state.status).toBe("error");
    if (state.status === "error") expect(state.fieldErrors?.[field]?.length).toBeGreaterThan(0);
  });

  test.each([
    ["someone else's draft", "e_hr_policy"],
    ["an Expert bob has no access to", "e_ux_copy"],
    ["a deleted Expert", "e_jira_migrator"],
  ])("%s as the same sentence the API gives", async (_label, expertId) => {
    actAs(DEMO_VIEWERS.bob);
    const state = await actions.previewRosterAction({ expertId, message: "" });
    expect(state).toMatchObject({
      status: "error",
      code: "not_found:expert",
      message: "Expert not found or access denied",
    });
  });
});

async function counts() {
  const [grants, policies, entries, requests] = await Promise.all([
    t.db.accessGrant.count(),
    t.db.delegationPolicy.count(),
    t.db.whitelistEntry.count(),
    t.db.delegationRequest.count(),
  ]);
  return { grants, policies, entries, requests };
}
