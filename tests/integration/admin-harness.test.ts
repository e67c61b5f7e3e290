import { describe, expect, test } from "vitest";
import { boundPreview, TRACE_LIMITS } from "@/lib/domain/preview-bounds";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { demo } from "../support/api";
import { at } from "@/lib/domain/at-index";

const admin = DEMO_VIEWERS.admin;

await testDatabaseForFile();
const adminHarness = await import("@/lib/server/harness/admin-trace");
const adminRoster = await import("@/lib/server/admin/roster-explain");
const adminExperts = await import("@/lib/server/admin/experts");
const harness = await import("@/lib/server/harness/injection");

describe("admin trace reads what the harness reads", () => {
  test.each(demo.experts.map((e) => [e.id, e.owner, e.deleted] as const))(
    "%s: the trace's injection is the owner's API injection",
    async (id, owner, deleted) => {
      const trace = await adminHarness.getExpertTrace(admin, id);
      expect(trace).not.toBeNull();
      // The harness refuses deleted Experts even to their owner; the admin view still reads them.
      if (deleted) await expect(harness.getInjection({ userRef: owner, expertRef: id, message: "" })).rejects.toThrow();
      // Cut to a page's worth (TRACE_LIMITS) where it is large, with a note; otherwise the same injection.
      else
        expect(trace?.injection).toEqual(
          boundPreview(await harness.getInjection({ userRef: owner, expertRef: id, message: "" }), TRACE_LIMITS),
        );
    },
  );
});

describe("resolution trace", () => {
  test("Release Notes Writer: legacy_importer is dropped as zero_tools, with the sentence and tool-by-tool reasons", async () => {
    const trace = await adminHarness.getExpertTrace(admin, "e_release_notes");
    const entry = trace?.injection.subagentReport.find((r) => r.name === "legacy_importer");
    expect(entry).toMatchObject({ status: "dropped", code: "zero_tools", source: "expert" });
    expect(entry?.message).toMatch(/none of read_file, mcpgithub\* matched the main agent's tools; closest: read/);
    expect(entry?.tools.map((x) => [x.entry, x.status, x.code])).toEqual([
      ["read_file", "dropped", "unknown_tool"],
      ["mcpgithub*", "dropped", "glob_no_match"],
    ]);
    expect(trace?.expert.owner.email).toBe("alice@example.com");
  });

  test("draft and deleted Experts are traced too, and the guard decisions come through", async () => {
    const draft = await adminHarness.getExpertTrace(admin, "e_hr_policy");
    expect(draft?.expert).toMatchObject({ status: "draft", deleted: false });
    const deleted = await adminHarness.getExpertTrace(admin, "e_jira_migrator");
    expect(deleted?.expert.deleted).toBe(true);
    expect(deleted?.injection.prompt).not.toBe("");
    const teams = await adminHarness.getExpertTrace(admin, "e_postmortem");
    const actions = Object.fromEntries(teams!.injection.toolReport.map((r) => [r.name, r.action]));
    expect(actions).toMatchObject({ subagent: "withdrawn", subagent_codex: "withdrawn" });
    expect(await adminHarness.getExpertTrace(admin, "e_missing")).toBeNull();
  });

  test("the explorer finds deleted Experts and searches by owner email", async () => {
    const deleted = await adminExperts.searchExpertsForAdmin(admin, { state: "deleted" });
    expect(deleted.experts.map((e) => e.id)).toEqual(["e_jira_migrator"]);
    const byOwner = await adminExperts.searchExpertsForAdmin(admin, { q: "DAVE@example" });
    expect(byOwner.experts.map((e) => e.id).sort()).toEqual(["e_grant", "e_hr_policy", "e_postmortem", "e_security"]);
    expect((await adminExperts.searchExpertsForAdmin(admin, { q: "release" })).experts.map((e) => e.slug)).toEqual([
      "release-notes-writer",
    ]);
  });

  test("the explorer reads cursor pages: every Expert once, in name order, back and forth, with its filter", async () => {
    const { pageRequest } = await import("@/lib/domain/cursor");
    const all = (await adminExperts.searchExpertsForAdmin(admin, {}, 100)).experts.map((e) => e.id);
    const seen: string[] = [];
    let page = await adminExperts.searchExpertsForAdmin(admin, {}, 4);
    expect(page.previous).toBeNull();
    const first = page.experts.map((e) => e.id);
    seen.push(...first);
    while (page.next) {
      page = await adminExperts.searchExpertsForAdmin(admin, { page: pageRequest({ after: page.next }) }, 4);
      seen.push(...page.experts.map((e) => e.id));
    }
    expect(seen).toEqual(all);
    expect(all.length).toBeGreaterThan(8);
    const second = await adminExperts.searchExpertsForAdmin(
      admin,
      { page: pageRequest({ after: (await adminExperts.searchExpertsForAdmin(admin, {}, 4)).next }) },
      4,
    );
    const back = await adminExperts.searchExpertsForAdmin(admin, { page: pageRequest({ before: second.previous }) }, 4);
    expect(back.experts.map((e) => e.id)).toEqual(first);
    const published = await adminExperts.searchExpertsForAdmin(admin, { state: "published" }, 3);
    const more = await adminExperts.searchExpertsForAdmin(
      admin,
      { state: "published", page: pageRequest({ after: published.next }) },
      3,
    );
    expect(more.experts.every((e) => e.status === "published" && !e.deleted)).toBe(true);
  });
});

describe("roster explain", () => {
  test("bob's whitelist of 12: entries 11 and 12 are over_cap, and mentions are listed", async () => {
    const result = await adminRoster.explainRosterForAdmin(admin, {
      user: "bob@example.com",
      expert: "sql-analyst",
      message: "ask @tax-helper please",
    });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    const { explanation } = result;
    expect(explanation.policy).toMatchObject({ mode: "whitelist", whitelistLength: 12, cap: 10 });
    expect(explanation.policy.whitelist).toHaveLength(12);
    expect(explanation.policy.whitelist?.slice(10)).toEqual(["e_pipeline", "e_api_docs"]);
    const overCap = explanation.injection.rosterReport.filter((r) => r.code === "over_cap");
    expect(overCap.map((r) => r.ref)).toEqual(["e_pipeline", "e_api_docs"]);
    expect(at(overCap, 0).message).toBe("Excluded: whitelist entry 11 is past the limit of 10 entries.");
    expect(explanation.mentions).toEqual([{ slug: "tax-helper", ref: "tax-helper" }]);
    expect(explanation.injection.rosterReport.find((r) => r.via === "mention")).toMatchObject({ ref: "tax-helper" });
  });

  test("is the harness API's answer, field for field", async () => {
    const result = await adminRoster.explainRosterForAdmin(admin, { user: "u_bob", expert: "e_sql", message: "" });
    const api = await harness.getInjection({ userRef: "u_bob", expertRef: "e_sql", message: "" });
    expect(result.status === "ok" && result.explanation.injection.rosterReport.map((r) => r.code)).toEqual(
      api.rosterReport.map((r) => r.code),
    );
    // Worded for the admin: bob's candidates are described in the third person.
    const messages =
      result.status === "ok" ? result.explanation.injection.rosterReport.map((r) => r.message).join("\n") : "";
    expect(messages).not.toMatch(/\byou(r)?\b/);
    expect(messages).toMatch(/Bob Becker/);
    expect(result.status === "ok" && result.explanation.injection.prompt).toBe(api.prompt);
  });

  test("says why there is no roster when the user may not use the Expert or does not exist", async () => {
    expect(
      await adminRoster.explainRosterForAdmin(admin, {
        user: "bob@example.com",
        expert: "hr-policy-assistant",
        message: "",
      }),
    ).toMatchObject({
      status: "error",
      code: "not_found:expert",
      message: expect.stringContaining("bob@example.com may not use"),
    });
    expect(
      await adminRoster.explainRosterForAdmin(admin, { user: "nobody@example.com", expert: "e_sql", message: "" }),
    ).toEqual({
      status: "error",
      code: "not_found:user",
      message: "No user matches “nobody@example.com”.",
    });
  });
});
