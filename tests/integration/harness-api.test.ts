import { describe, expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { BAD_AUTHORIZATIONS, call, demo, apiDatabaseForFile } from "../support/api";
import { at } from "@/lib/domain/at-index";
import { GLOBAL_TOOL_NAMES, PLUGIN_TOOL_NAMES } from "../support/catalog-tools";

type InjectionBody = ReturnType<typeof toInjectionResponse>;

// POST /api/harness/injection (rules §5, §6) against the real route handler and the demo workspace.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/harness/injection/route");

const inject = (body: unknown, options?: Parameters<typeof call>[3]) =>
  call(POST, "http://test/api/harness/injection", body, options);
const ok = async (body: Record<string, unknown>) => {
  const res = await call<InjectionBody>(POST, "http://test/api/harness/injection", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const NOT_FOUND = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };
const RESERVED = ["delegate", "Delegate", "Task", "task", "plan_write", "suggest_plan_mode", "suggest_build_mode"];
const spec = (body: InjectionBody, index: number) => {
  const entry = body.subagentReport.find((r) => r.index === index);
  if (!entry) throw new Error(`no report entry for spec ${index}`);
  return entry;
};
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe("authorization and request validation", () => {
  test.each(BAD_AUTHORIZATIONS)("401 with %s", async (_label, authorization) => {
    const res = await inject({ user: "u_bob", expert: "e_sql" }, { authorization });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/token/);
  });

  test("400 with a sentence on malformed JSON", async () => {
    const res = await inject(null, { rawBody: '{"user": "u_bob",' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^[A-Z].*JSON.*\.$/);
  });

  test.each([
    ["a missing expert", { user: "u_bob" }, "expert"],
    ["a missing user", { expert: "e_sql" }, "user"],
    ["an empty expert", { user: "u_bob", expert: "" }, "expert"],
    ["a numeric user", { user: 5, expert: "e_sql" }, "user"],
    ["a null user (required)", { user: null, expert: "e_sql" }, "user"],
    ["a numeric message", { user: "u_bob", expert: "e_sql", message: 5 }, "message"],
    ["a list as message", { user: "u_bob", expert: "e_sql", message: ["@ux-copy"] }, "message"],
  ])("400 naming the field for %s", async (_label, body, field) => {
    const res = await inject(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(new RegExp(`^Field "${field}(\\.\\d+)?" `));
  });

  test("null in the optional message counts as absent", async () => {
    expect(await ok({ user: "u_bob", expert: "e_sql", message: null })).toEqual(
      await ok({ user: "u_bob", expert: "e_sql" }),
    );
  });
});

describe("who may use which Expert", () => {
  test.each([
    ["a real", "e_sql"],
    ["an unknown", "e_nope"],
  ])("404 User not found for an unknown user and %s Expert (user checked first)", async (_label, expert) => {
    expect(await inject({ user: "nobody@example.com", expert })).toMatchObject({
      status: 404,
      body: { error: "User not found", code: "user_not_found" },
    });
    expect(await inject({ user: "u_nobody", expert })).toMatchObject({
      status: 404,
      body: { error: "User not found", code: "user_not_found" },
    });
  });

  test("the user by id, by email and by upper-case email, and the Expert by id and by slug, give the same injection", async () => {
    const byId = await ok({ user: "u_bob", expert: "e_release_notes" });
    expect(byId.expert).toEqual({ id: "e_release_notes", slug: "release-notes-writer", name: "Release Notes Writer" });
    expect(await ok({ user: "bob@example.com", expert: "release-notes-writer" })).toEqual(byId);
    expect(await ok({ user: "BOB@Example.com", expert: "e_release_notes" })).toEqual(byId);
  });

  test.each([
    ["an Expert that does not exist", "u_bob", "e_nope"],
    ["someone else's draft (by slug)", "u_bob", "hr-policy-assistant"],
    ["a deleted Expert bob bought", "u_bob", "e_jira_migrator"],
    ["a published Expert bob has no access to", "u_bob", "e_ux_copy"],
    ["a deleted Expert its owner created", "u_alice", "jira-migrator"],
  ])("identical 404 for %s", async (_label, user, expert) => {
    expect(await inject({ user, expert })).toMatchObject({
      status: 404,
      requestId: expect.any(String),
      body: NOT_FOUND,
    });
  });

  test("the owner may preview their own draft", async () => {
    const body = await ok({ user: "u_dave", expert: "e_hr_policy" });
    expect(body.expert.id).toBe("e_hr_policy");
    expect(body.subagents.map((s) => s.name)).toContain("handbook_search");
  });
});

describe("subagents and tools of the demo Experts", () => {
  test.each([
    ["u_alice", "e_release_notes", 2, "legacy_importer", "zero_tools"],
    ["u_alice", "e_contract", 2, "Task", "reserved_name"],
    ["u_alice", "e_tax", 1, null, "not_object"],
    ["u_carol", "e_sql", 1, "query_writer", "tools_not_array"],
    ["u_carol", "e_ux_copy", 1, "my helper", "invalid_name"],
    ["u_dave", "e_grant", 2, "reviewer_simulator", "missing_field"],
    ["u_alice", "e_api_docs", 1, "explorer", "collides_with_builtin"],
    ["u_alice", "e_support_triage", 2, "ticket_classifier", "duplicate_name"],
    ["u_carol", "e_pipeline", 2, "Task", "reserved_name"],
  ])("%s / %s: spec %i (%s) is dropped with %s", async (user, expert, index, name, code) => {
    const body = await ok({ user, expert });
    expect(spec(body, index)).toMatchObject({ index, name, source: "expert", status: "dropped", code });
    // Only kept entries reach the subagent list (a later copy of a dropped name may still be kept).
    expect(body.subagents.map((s) => s.name)).toEqual(
      body.subagentReport.filter((r) => r.status === "kept").map((r) => r.name),
    );
  });

  test("e_release_notes: legacy_importer's zero_tools sentence names its entries and the closest tools", async () => {
    const report = spec(await ok({ user: "u_bob", expert: "e_release_notes" }), 2);
    expect(report.message).toBe(
      "none of read_file, mcpgithub* matched the main agent's tools; closest: read, mcp__github__*",
    );
    expect(report.tools).toMatchObject([
      { entry: "read_file", code: "unknown_tool" },
      { entry: "mcpgithub*", code: "glob_no_match" },
    ]);
  });

  test.each([
    ["u_carol", "e_translation_qa", 1, "Grpe", "unknown_tool"],
    ["u_alice", "e_tax", 0, { name: "calculator" }, "not_a_string"],
    ["u_alice", "e_support_triage", 0, "mcp__linear__*", "glob_no_match"],
    ["u_carol", "e_pipeline", 1, "delegate", "reserved_tool"],
    ["u_carol", "e_pipeline", 1, "Task", "reserved_tool"],
  ])("%s / %s: spec %i keeps running but drops tool %j with %s", async (user, expert, index, entry, code) => {
    const report = spec(await ok({ user, expert }), index);
    expect(report.status).toBe("kept");
    expect(report.tools).toContainEqual(expect.objectContaining({ entry, status: "dropped", code }));
  });

  test("e_translation_qa: Grpe suggests grep first; the unknown builtin handle legacy-linter is never listed", async () => {
    const body = await ok({ user: "u_carol", expert: "e_translation_qa" });
    expect(spec(body, 1).tools.find((x) => x.entry === "Grpe")?.suggestions?.[0]).toBe("grep");
    expect(body.builtins.map((b) => `${b.name}:${b.enabled}`).join(" ")).toBe(
      "explorer:true code-reviewer:true test-runner:true fixer:true ui-designer:false",
    );
  });

  test("e_sql: a broken first query_writer does not shadow the second; an unknown model is kept with a warning", async () => {
    const body = await ok({ user: "u_carol", expert: "e_sql" });
    expect(spec(body, 2)).toMatchObject({ name: "query_writer", status: "kept" });
    expect(spec(body, 0).warnings.join(" ")).toMatch(/claude-sonnet-9/);
    expect(body.subagents.find((s) => s.name === "schema_mapper")?.model).toBe("claude-sonnet-9");
  });

  test("e_security: builtin fixer is switched off (' Fixer ' normalized) and the creator's fixer takes the handle", async () => {
    const body = await ok({ user: "u_bob", expert: "e_security" });
    expect(body.builtins).toContainEqual({ name: "fixer", enabled: false });
    expect(body.subagents.filter((s) => s.name === "fixer")).toEqual([
      expect.objectContaining({ source: "expert", tools: ["read", "grep", "edit", "bash"] }),
    ]);
    expect(spec(body, 2)).toMatchObject({ name: "fixer", source: "expert", status: "kept" });
  });

  test("builtins are prepended with source builtin and index null, the Expert's default model inherited", async () => {
    const body = await ok({ user: "u_bob", expert: "e_release_notes" });
    const names = ["explorer", "code-reviewer", "test-runner", "fixer", "ui-designer"];
    expect(body.builtins).toEqual(names.map((name) => ({ name, enabled: true })));
    expect(body.subagents.slice(0, 5).map((s) => [s.name, s.source, s.model])).toEqual(
      names.map((n) => [n, "builtin", "claude-sonnet-4"]),
    );
    expect(body.subagentReport.slice(0, 5).map((r) => [r.name, r.index, r.source])).toEqual(
      names.map((n) => [n, null, "builtin"]),
    );
    expect(body.subagents.slice(5).every((s) => s.source === "expert")).toBe(true);
  });

  const usable = demo.experts.filter((e) => !e.deleted).map((e) => [e.id, e.owner] as const);
  test.each(usable)("%s: every subagent tool is on the surface and none is reserved", async (expert, user) => {
    const body = await ok({ user, expert });
    const surface = new Set(body.tools.map((x) => x.name));
    for (const s of body.subagents) {
      for (const tool of s.tools) expect(surface.has(tool), `${s.name}: ${tool}`).toBe(true);
      expect(s.tools.filter((x) => RESERVED.includes(x))).toEqual([]);
    }
  });

  test("e_postmortem: the team guard withdraws the legacy tools; the own-layer send_message is not restrictable", async () => {
    const body = await ok({ user: "u_bob", expert: "e_postmortem" });
    expect(body.toolReport.map((r) => `${r.name}:${r.action}`)).toEqual([
      "subagent:withdrawn",
      "subagent_fork:withdrawn",
      "subagent_codex:withdrawn",
      "subagent_claude_code:withdrawn",
      "send_message:not_restrictable",
    ]);
    // Surface order: global, preset (plugins as enabled), own; an own tool that shadows takes its place.
    const withdrawn = ["subagent", "subagent_fork"];
    expect(body.tools.map((x) => x.name)).toEqual([
      ...GLOBAL_TOOL_NAMES.filter((name) => !withdrawn.includes(name)),
      ...PLUGIN_TOOL_NAMES.slack,
      ...PLUGIN_TOOL_NAMES.github,
      // agent-teams' send_message, list_agents and interrupt_agent took the global tools' places.
      ...PLUGIN_TOOL_NAMES["agent-teams"].filter((name) => !GLOBAL_TOOL_NAMES.includes(name)),
    ]);
    expect(body.tools).toContainEqual({ name: "send_message", layer: "own", plugin: "agent-teams" });
    expect(body.subagents.find((s) => s.name === "generalist_responder")?.tools).not.toContain("subagent");
    expect(spec(body, 2).tools).toContainEqual(
      expect.objectContaining({
        entry: "*",
        code: "reserved_tool",
        matched: expect.arrayContaining(["delegate", "Task"]),
      }),
    );
  });

  test("e_pipeline: warn mode reports would_withdraw / not_visible and changes nothing", async () => {
    const body = await ok({ user: "u_bob", expert: "e_pipeline" });
    expect(body.toolReport.map((r) => `${r.name}:${r.action}`)).toEqual([
      "subagent:would_withdraw",
      "subagent_fork:would_withdraw",
      "subagent_codex:not_visible",
      "subagent_claude_code:not_visible",
    ]);
    expect(body.tools).toContainEqual({ name: "subagent", layer: "global" });
    expect(body.tools).toContainEqual({ name: "spawn_teammate", layer: "own", plugin: "agent-teams" });
  });
});

describe("roster", () => {
  const whitelistReport = [
    ["e_sql", "excluded", "self"],
    ["e_release_notes", "kept"],
    ["e_retired", "excluded", "unknown_expert"],
    ["e_security", "kept"],
    ["e_grant", "excluded", "not_delegatable"],
    ["e_ux_copy", "excluded", "no_access"],
    ["e_contract", "kept"],
    ["e_jira_migrator", "excluded", "deleted"],
    ["e_postmortem", "kept"],
    ["e_support_triage", "kept"],
    ["e_pipeline", "excluded", "over_cap"],
    ["e_api_docs", "excluded", "over_cap"],
  ];
  const bobRoster = ["e_release_notes", "e_security", "e_contract", "e_postmortem", "e_support_triage"];
  const row = (r: InjectionBody["rosterReport"][number]) => [r.ref, r.status, r.code].filter(Boolean);

  test("bob's whitelist of 12: kept entries in order, each exclusion with its code", async () => {
    const body = await ok({ user: "u_bob", expert: "e_sql" });
    expect(ids(body.roster)).toEqual(bobRoster);
    expect(body.rosterReport.map(row)).toEqual(whitelistReport);
    expect(body.rosterReport.every((r) => r.via === "whitelist")).toBe(true);
    expect(body.rosterReport[2]).not.toHaveProperty("id");
    expect(at(body.rosterReport, 3).id).toBe("e_security");
    const contract = demo.experts.find((e) => e.id === "e_contract");
    expect(body.roster[2]).toEqual({
      id: "e_contract",
      slug: "contract-review",
      name: "Contract Reviewer",
      brief: contract?.delegationBrief,
    });
  });

  test.each([
    ["e_release_notes", 1],
    ["e_api_docs", 11 /* self wins over over_cap */],
  ] as const)("self when the current Expert %s is in the whitelist", async (expert, position) => {
    const body = await ok({ user: "u_bob", expert });
    expect(body.rosterReport[position]).toMatchObject({ ref: expert, id: expert, status: "excluded", code: "self" });
    expect(ids(body.roster)).not.toContain(expert);
  });

  test("a mention of an accessible Expert outside the whitelist is merged after the whitelist entries", async () => {
    await t.db.accessGrant.create({ data: { userId: "u_bob", expertId: "e_translation_qa", kind: "purchased" } });
    try {
      const body = await ok({
        user: "u_bob",
        expert: "e_sql",
        message: "Check with @Translation-QA, and mail bob@acc.test.",
      });
      expect(ids(body.roster)).toEqual([...bobRoster, "e_translation_qa"]);
      expect(body.rosterReport.at(-1)).toMatchObject({
        ref: "Translation-QA",
        id: "e_translation_qa",
        via: "mention",
        status: "kept",
      });
      expect(body.rosterReport).toHaveLength(13);
    } finally {
      await t.db.accessGrant.delete({ where: { userId_expertId: { userId: "u_bob", expertId: "e_translation_qa" } } });
    }
  });

  test("a mention of a draft bob cannot see is unknown_mention without an id", async () => {
    const body = await ok({ user: "u_bob", expert: "e_sql", message: "ask @hr-policy-assistant" });
    expect(body.rosterReport.at(-1)).toEqual({
      ref: "hr-policy-assistant",
      via: "mention",
      status: "excluded",
      code: "unknown_mention",
      message: expect.any(String),
    });
    expect(ids(body.roster)).toEqual(bobRoster);
  });

  test("a mention of an accessible Expert past the whitelist cap still merges it (mentions do not count toward the cap)", async () => {
    const body = await ok({
      user: "u_bob",
      expert: "e_sql",
      message: "@pipeline-debugger why did the nightly run fail?",
    });
    expect(ids(body.roster)).toEqual([...bobRoster, "e_pipeline"]);
    expect(body.rosterReport.filter((r) => r.id === "e_pipeline")).toEqual([
      expect.objectContaining({ ref: "pipeline-debugger", via: "mention", status: "kept" }),
    ]);
  });

  test("the prompt holds the delegate section with roster briefs and the Task section with subagent names", async () => {
    const body = await ok({ user: "u_bob", expert: "e_sql" });
    expect(body.prompt).toContain("## Task tool");
    expect(body.prompt).toContain("## delegate tool");
    for (const s of body.subagents) expect(body.prompt).toContain(`- ${s.name}: `);
    for (const r of body.roster) expect(body.prompt).toContain(`- ${r.slug} (${r.name}): ${r.brief.split("\n")[0]}`);
    expect(body.prompt).not.toContain("ux-copy");
    expect(body.tokens).toBeGreaterThan(0);
  });

  test("carol's policy all: every delegatable Expert she has access to, by name, brief falling back to description", async () => {
    const body = await ok({ user: "u_carol", expert: "e_sql" });
    expect(ids(body.roster)).toEqual(["e_contract", "e_pipeline", "e_release_notes", "e_translation_qa", "e_ux_copy"]);
    expect(body.rosterReport.every((r) => r.via === "policy" && r.ref === r.id)).toBe(true);
    expect(body.rosterReport.find((r) => r.id === "e_sql")).toMatchObject({ status: "excluded", code: "self" });
    const ux = demo.experts.find((e) => e.id === "e_ux_copy");
    expect(body.roster.at(-1)?.brief).toBe(ux?.description);
  });

  test("dave has no policy: empty roster and no delegate section, the Task section stays", async () => {
    const body = await ok({ user: "u_dave", expert: "e_security" });
    expect(body.roster).toEqual([]);
    expect(body.rosterReport).toEqual([]);
    expect(body.prompt).not.toContain("## delegate tool");
    expect(body.prompt).toContain("## Task tool");
    expect(body.tools.map((x) => x.name)).toContain("delegate");
    expect(body.tokens).toBeGreaterThan(0);
  });

  test("a mention is merged even under policy none", async () => {
    const body = await ok({ user: "u_dave", expert: "e_security", message: "@incident-postmortem, please help" });
    expect(ids(body.roster)).toEqual(["e_postmortem"]);
    expect(body.rosterReport).toEqual([
      expect.objectContaining({ ref: "incident-postmortem", id: "e_postmortem", via: "mention", status: "kept" }),
    ]);
    expect(body.prompt).toContain("- incident-postmortem (Incident Postmortem Lead): ");
  });
});
