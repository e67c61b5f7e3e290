import { describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { actAs } from "../support/acting-as";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { at } from "@/lib/domain/at-index";
import { injectionOf, previewDraft } from "../support/preview-route";

const t = await testDatabaseForFile();
const studio = await import("@/lib/server/studio/owned-experts");

const good = { name: "scanner", description: "Scans.", system_prompt: "Scan.", tools: ["read", "mcp__github__*"] };
const bad = { name: "broken", description: "Broken.", system_prompt: "Break.", tools: ["read_file", "mcpgithub*"] };
const draft: PreviewDraft = {
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: [JSON.stringify(good), JSON.stringify(bad), "{ not json"],
};

describe("POST /studio/<expertId>/preview", () => {
  test.each([
    ["anonymous", null],
    ["a non-owner", DEMO_VIEWERS.bob],
  ])("%s is refused", async (_c, viewer) => {
    actAs(viewer);
    const refused = viewer
      ? { status: 404, answer: { error: "Expert not found or access denied", code: "expert_not_found_or_denied" } }
      : { status: 401, answer: { error: "Sign in to continue." } };
    expect(await previewDraft("e_contract", draft)).toEqual(refused);
  });

  test("a malformed draft gets field errors", async () => {
    actAs(DEMO_VIEWERS.alice);
    const result = await previewDraft("e_contract", { ...draft, specs: "nope" });
    expect(result.status).toBe(400);
    expect(result.answer).toMatchObject({ status: "error", fieldErrors: { specs: expect.any(Array) } });
  });

  test("resolves the unsaved draft through the harness and writes nothing", async () => {
    actAs(DEMO_VIEWERS.alice);
    const specsBefore = await t.db.subagentSpec.findMany({ where: { expertId: "e_contract" } });
    const result = await previewDraft("e_contract", draft);
    expect(result.status).toBe(200);
    const injection = injectionOf(result.answer);
    const report = injection.subagentReport.filter((r) => r.source === "expert");
    expect(report.map((r) => [r.name, r.status, r.code])).toEqual([
      ["scanner", "kept", undefined],
      ["broken", "dropped", "zero_tools"],
      [null, "dropped", "not_object"],
    ]);
    expect(at(report, 1).message).toContain("closest");
    const scanner = injection.subagents.find((s) => s.name === "scanner");
    expect(scanner?.tools).toEqual([
      "read",
      "mcp__github__create_issue",
      "mcp__github__get_issue",
      "mcp__github__list_pull_requests",
      "mcp__github__create_pull_request",
      "mcp__github__search_code",
    ]);
    expect(injection.prompt).toContain("scanner");
    expect(injection.tokens).toBeGreaterThan(0);
    expect(await t.db.subagentSpec.findMany({ where: { expertId: "e_contract" } })).toEqual(specsBefore);
  });

  test("the draft's builtin switches are previewed before they are saved", async () => {
    actAs(DEMO_VIEWERS.alice);
    const injection = injectionOf(
      (await previewDraft("e_contract", { ...draft, disabledBuiltins: ["explorer"] })).answer,
    );
    expect(injection.builtins).toContainEqual({ name: "explorer", enabled: false });
    expect(injection.subagents.map((s) => s.name)).not.toContain("explorer");
    expect(
      await t.db.builtinSwitch.count({ where: { expertId: "e_contract", handle: "explorer", enabled: false } }),
    ).toBe(0);
  });

  test("an admin may preview anyone's Expert", async () => {
    actAs(DEMO_VIEWERS.admin);
    expect((await previewDraft("e_hr_policy", draft)).status).toBe(200);
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
