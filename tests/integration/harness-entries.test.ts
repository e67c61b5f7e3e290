import { describe, expect, test } from "vitest";
import type { Injection } from "@/lib/domain/injection";
import { boundPreview, TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS } from "../support/action-test-env";
import { call, demo, apiDatabaseForFile } from "../support/api";
import { injectionOf, previewDraft } from "../support/preview-route";

type InjectionBody = ReturnType<typeof toInjectionResponse>;

// Every view that previews the harness must equal what POST /api/harness/injection serves (rules §5).
await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");
const editor = await import("@/lib/server/studio/expert-editor");
const trace = await import("@/lib/server/harness/admin-trace");
const explain = await import("@/lib/server/admin/roster-explain");
const marketplace = await import("@/lib/server/marketplace/marketplace");
const owned = await import("@/lib/server/studio/owned-experts");

async function api(user: string, expert: string, message = "") {
  const res = await call<InjectionBody>(POST, "http://test/api/harness/injection", { user, expert, message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const owners = {
  u_alice: DEMO_VIEWERS.alice,
  u_dave: DEMO_VIEWERS.dave,
  u_bob: DEMO_VIEWERS.bob,
  u_carol: DEMO_VIEWERS.carol,
} as const;
const live = demo.experts.filter((e) => !e.deleted && e.owner in owners);

describe("every harness view equals the API", () => {
  test.each(live.map((e) => [e.id, e.owner] as const))(
    "%s: the Studio preview of the stored draft",
    async (id, owner) => {
      const viewer = owners[owner as keyof typeof owners];
      const stored = await editor.getExpertForEditor(viewer, id);
      expect(stored).not.toBeNull();
      actAs(viewer);
      const preview = await previewDraft(id, {
        defaultModel: stored!.defaultModel,
        plugins: stored!.plugins,
        teamGuard: stored!.teamGuard,
        specs: stored!.specs,
      });
      expect(preview.status).toBe(200);
      const injection = injectionOf(preview.answer);
      const body = await api(viewer.email, id);
      expect(injection.subagentReport).toEqual(body.subagentReport);
      expect(injection.tools).toEqual(body.tools);
      expect(injection.roster).toEqual(body.roster);
      expect(injection.prompt).toBe(body.prompt);
    },
  );

  test.each(live.map((e) => [e.id, e.owner] as const))("%s: the admin trace", async (id, owner) => {
    const traced = await trace.getExpertTrace(DEMO_VIEWERS.admin, id);
    const body = await api(owner, id);
    // The trace is the API's answer cut to a page's worth (TRACE_LIMITS), with a note saying so.
    const expected = boundPreview(
      { ...traced!.injection, prompt: body.prompt, subagentReport: body.subagentReport as Injection["subagentReport"] },
      TRACE_LIMITS,
    );
    expect(traced?.injection.prompt).toBe(expected.prompt);
    expect(traced?.injection.subagentReport).toEqual(expected.subagentReport);
    expect(traced?.injection.rosterReport).toEqual(body.rosterReport);
  });

  test.each([
    ["bob", "e_contract", "Ask @ux-copy, @hr-policy-assistant and @sql-analyst."],
    ["carol", "e_sql", "please check @contract-review"],
  ] as const)("the admin roster explain for %s on %s", async (who, id, message) => {
    const result = await explain.explainRosterForAdmin(DEMO_VIEWERS.admin, {
      user: DEMO_VIEWERS[who].email,
      expert: id,
      message,
    });
    expect(result.status).toBe("ok");
    const body = await api(DEMO_VIEWERS[who].email, id, message);
    if (result.status === "ok") {
      const strip = (report: { message: string }[]) => report.map(({ message: _m, ...entry }) => entry);
      expect(strip(result.explanation.injection.rosterReport)).toEqual(strip(body.rosterReport));
      expect(result.explanation.injection.prompt).toBe(body.prompt);
    }
  });

  test.each(live.map((e) => [e.slug, e.id, e.owner] as const))(
    "%s: the marketplace page's subagents and the Studio list's counts",
    async (slug, id, owner) => {
      const viewer = owners[owner as keyof typeof owners];
      const body = await api(owner, id);
      const page = await marketplace.getMarketplaceExpert(slug, viewer);
      expect(page?.subagents).toEqual(body.subagents.map((s) => ({ name: s.name, description: s.description })));
      const row = (await owned.listExpertsOwnedByPage(owner)).items.find((r) => r.id === id);
      const specs = body.subagentReport.filter((r) => r.source === "expert");
      expect([row?.kept, row?.dropped]).toEqual([
        specs.filter((r) => r.status === "kept").length,
        specs.filter((r) => r.status === "dropped").length,
      ]);
    },
  );
});
