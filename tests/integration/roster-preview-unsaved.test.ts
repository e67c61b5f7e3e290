import { describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { call, apiDatabaseForFile } from "../support/api";

// Settings previews a policy before it is saved (issue 25): the harness's own roster with the form's
// policy in place of the stored one, and the result equals what the API serves once it is saved.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");
const actions = await import("@/lib/actions/delegation-settings");

const stored = async (userId: string) => ({
  policy: await t.db.delegationPolicy.findUnique({ where: { userId }, select: { mode: true } }),
  whitelist: await t.db.whitelistEntry.findMany({
    where: { userId },
    orderBy: { position: "asc" },
    select: { expertId: true },
  }),
});

describe("previewing an unsaved policy", () => {
  test("carol's preview of None differs from her saved All, writes nothing, and equals the API once saved", async () => {
    actAs(DEMO_VIEWERS.carol);
    const before = await stored("u_carol");
    const message = "please check the numbers";
    const saved = await actions.previewRosterAction({ expertId: "e_sql", message });
    const unsaved = await actions.previewRosterAction({
      expertId: "e_sql",
      message,
      policy: { mode: "none", whitelist: [] },
    });
    if (saved.status !== "ok" || unsaved.status !== "ok") throw new Error("preview refused");
    expect(saved.preview.roster.length).toBeGreaterThan(0);
    expect(unsaved.preview.roster).toEqual([]);
    expect(await stored("u_carol")).toEqual(before);

    const result = await actions.saveDelegationPolicyAction({
      mode: "none",
      whitelist: before.whitelist.map((w) => w.expertId),
    });
    expect(result.status).toBe("ok");
    const api = await call<{ roster: unknown[]; rosterReport: unknown[] }>(POST, "http://test/api/harness/injection", {
      user: "carol@example.com",
      expert: "e_sql",
      message,
    });
    expect(api.body.roster).toEqual(unsaved.preview.roster);
    expect(api.body.rosterReport).toEqual(unsaved.preview.rosterReport);
    // Back to what she had, for the tests after this one.
    await actions.saveDelegationPolicyAction({
      mode: before.policy?.mode ?? "none",
      whitelist: before.whitelist.map((w) => w.expertId),
    });
  });

  test("bob previews a shorter whitelist than his stored twelve, in the order he chose", async () => {
    actAs(DEMO_VIEWERS.bob);
    const { whitelist } = await stored("u_bob");
    const picked = whitelist
      .map((w) => w.expertId)
      .slice(0, 3)
      .reverse();
    const state = await actions.previewRosterAction({
      expertId: "e_contract",
      message: "",
      policy: { mode: "whitelist", whitelist: picked },
    });
    if (state.status !== "ok") throw new Error(state.message);
    const refs = state.preview.rosterReport.filter((r) => r.via === "whitelist").map((r) => r.ref);
    expect(refs).toEqual(picked);
  });

  test("an entry the page could not offer is refused, naming the field, and nothing about it is shown", async () => {
    actAs(DEMO_VIEWERS.carol);
    const state = await actions.previewRosterAction({
      expertId: "e_sql",
      message: "",
      policy: { mode: "whitelist", whitelist: ["e_not_hers_or_missing"] },
    });
    expect(state).toEqual({
      status: "error",
      code: "bad_request:input",
      message: "Pick whitelist entries from your Experts.",
      fieldErrors: { whitelist: ["Pick whitelist entries from your Experts."] },
    });
  });

  test("a malformed policy is refused by its schema", async () => {
    actAs(DEMO_VIEWERS.carol);
    const state = await actions.previewRosterAction({
      expertId: "e_sql",
      message: "",
      policy: { mode: "some", whitelist: "e_sql" },
    } as never);
    expect(state).toMatchObject({ status: "error", code: "bad_request:input" });
  });
});
