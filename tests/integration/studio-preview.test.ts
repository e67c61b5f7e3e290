import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { at } from "@/lib/domain/at-index";

const t = await testDatabaseForFile();
const actions = await import("@/lib/actions/expert-edits");
const studio = await import("@/lib/server/studio/owned-experts");

const good = { name: "scanner", description: "Scans.", system_prompt: "Scan.", tools: ["read", "mcp__github__*"] };
const bad = { name: "broken", description: "Broken.", system_prompt: "Break.", tools: ["read_file", "mcpgithub*"] };
const draft: PreviewDraft = {
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [JSON.stringify(good), JSON.stringify(bad), "{ not json"],
};

describe("previewDraftAction", () => {
  test.each([
    ["anonymous", null],
    ["a non-owner", DEMO_VIEWERS.bob],
  ])("%s is refused", async (_c, viewer) => {
    actAs(viewer);
    const refused = viewer
      ? { code: "not_found:expert", message: "Expert not found or access denied" }
      : { code: "unauthorized:session", message: "Sign in to continue." };
    expect(await actions.previewDraftAction({ ...draft, expertId: "e_contract" })).toEqual({
      status: "error",
      ...refused,
    });
  });

  test("a malformed draft gets field errors", async () => {
    actAs(DEMO_VIEWERS.alice);
    const result = await actions.previewDraftAction({ ...draft, expertId: "e_contract", specs: "nope" } as never);
    expect(result).toMatchObject({ status: "error", fieldErrors: { specs: expect.any(Array) } });
  });

  test("resolves the unsaved draft through the harness and writes nothing", async () => {
    actAs(DEMO_VIEWERS.alice);
    const specsBefore = await t.db.subagentSpec.findMany({ where: { expertId: "e_contract" } });
    const result = await actions.previewDraftAction({ ...draft, expertId: "e_contract" });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    const report = result.injection.subagentReport.filter((r) => r.source === "expert");
    expect(report.map((r) => [r.name, r.status, r.code])).toEqual([
      ["scanner", "kept", undefined],
      ["broken", "dropped", "zero_tools"],
      [null, "dropped", "not_object"],
    ]);
    expect(at(report, 1).message).toContain("closest");
    const scanner = result.injection.subagents.find((s) => s.name === "scanner");
    expect(scanner?.tools).toEqual([
      "read",
      "mcp__github__create_issue",
      "mcp__github__get_issue",
      "mcp__github__list_pull_requests",
      "mcp__github__create_pull_request",
      "mcp__github__search_code",
    ]);
    expect(result.injection.prompt).toContain("scanner");
    expect(result.injection.tokens).toBeGreaterThan(0);
    expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_contract" } })).toEqual(specsBefore);
  });

  test("the draft's builtin switches are previewed before they are saved", async () => {
    actAs(DEMO_VIEWERS.alice);
    const result = await actions.previewDraftAction({
      ...draft,
      expertId: "e_contract",
      disabledBuiltins: ["explorer"],
    });
    if (result.status !== "ok") throw new Error(result.message);
    expect(result.injection.builtins).toContainEqual({ name: "explorer", enabled: false });
    expect(result.injection.subagents.map((s) => s.name)).not.toContain("explorer");
    expect(
      await t.db.builtinSwitch.count({ where: { expertId: "e_contract", handle: "explorer", enabled: false } }),
    ).toBe(0);
  });

  test("an admin may preview anyone's Expert", async () => {
    actAs(DEMO_VIEWERS.admin);
    expect((await actions.previewDraftAction({ ...draft, expertId: "e_hr_policy" })).status).toBe("ok");
  });
});

describe("the Studio list", () => {
  test("counts kept and dropped specs with the harness resolution", async () => {
    const { items: rows } = await studio.listExpertsOwnedByPage("u_alice");
    expect(rows.map((r) => r.slug)).not.toContain("jira-migrator");
    for (const row of rows) expect(row.kept + row.dropped).toBe(row.specCount);
    expect(rows.some((r) => r.dropped > 0)).toBe(true);
  });
});
