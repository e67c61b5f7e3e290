import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { GLOBAL_TOOLS } from "../catalog";
import { buildToolSurface, DEFAULT_TEAM_GUARD } from "../tool-surface";
import type { BuiltinSwitchState } from "./builtins";
import { resolveSubagents } from "./resolve-subagents";

const BUILTINS = ["explorer", "code-reviewer", "test-runner", "fixer", "ui-designer"];
const SURFACE = buildToolSurface({ plugins: ["github"], teamGuard: DEFAULT_TEAM_GUARD }).tools.map((t) => t.name);
const ON: BuiltinSwitchState = { readable: true, disabled: [] };
const spec = (name: unknown, tools: unknown = ["read"], extra: Record<string, unknown> = {}) => ({
  name,
  description: `Use ${String(name)} for its job`,
  system_prompt: "Do the job.",
  tools,
  ...extra,
});
const resolve = (specs: unknown[], builtinSwitches: BuiltinSwitchState = ON, surface = SURFACE) =>
  resolveSubagents({ specs, surface, defaultModel: "claude-sonnet-4", builtinSwitches });
const expertRows = (specs: unknown[], switches?: BuiltinSwitchState) =>
  resolve(specs, switches).report.filter((r) => r.source === "expert");

describe("drop codes (rules §2.3), in check order", () => {
  test.each([
    ["not an object", "scanner", "not_object"],
    ["array", [spec("a")], "not_object"],
    ["null", null, "not_object"],
    ["name missing", { description: "d", system_prompt: "p", tools: ["read"] }, "missing_field"],
    ["blank description", spec("a", ["read"], { description: "  " }), "missing_field"],
    ["system_prompt a number", spec("a", ["read"], { system_prompt: 1 }), "missing_field"],
    ["name with whitespace", spec("a b"), "invalid_name"],
    ["name with <", spec("<a>"), "invalid_name"],
    ["reserved name", spec("delegate"), "reserved_name"],
    ["tools null", spec("a", null), "tools_not_array"],
    ["tools a string", spec("a", "read"), "tools_not_array"],
    ["tools omitted", { description: "d", system_prompt: "p", name: "a" }, "zero_tools"],
    ["tools empty", spec("a", []), "zero_tools"],
    ["no tool resolves", spec("a", ["read_file", "mcpgithub*"]), "zero_tools"],
    ["only reserved tools", spec("a", ["delegate", "Task", "Ta*"]), "zero_tools"],
    ["only non-strings", spec("a", [1, null, {}]), "zero_tools"],
    ["builtin name", spec("explorer"), "collides_with_builtin"],
    ["zero tools beats builtin collision", spec("explorer", []), "zero_tools"],
  ])("%s → %s", (_case, raw, code) => {
    const row = at(expertRows([raw]), 0);
    expect(row).toMatchObject({ index: 0, status: "dropped", code, source: "expert" });
    expect(row.message).not.toBe("");
  });

  test("duplicate name: the first declaration wins", () => {
    const rows = expertRows([spec("a", ["read"]), spec("a", ["grep"])]);
    expect(rows.map((r) => r.status)).toEqual(["kept", "dropped"]);
    expect(rows[1]).toMatchObject({ code: "duplicate_name", index: 1 });
    expect(at(rows, 1).message).toBe(
      "a is already declared by an earlier spec (position 1); the first declaration wins",
    );
  });

  test.each([
    ["zero tools", spec("a", ["nope"])],
    ["a missing field", spec("a", ["read"], { description: "" })],
    ["tools not an array", spec("a", "read")],
  ])("a broken first copy (%s) does not shadow a working second", (_case, broken) => {
    const result = resolve([broken, spec("a", ["grep"])]);
    expect(result.subagents.filter((s) => s.source === "expert")).toEqual([
      {
        name: "a",
        description: "Use a for its job",
        system_prompt: "Do the job.",
        tools: ["grep"],
        model: "claude-sonnet-4",
        source: "expert",
      },
    ]);
  });

  test("names are compared case-sensitively", () => {
    expect(expertRows([spec("Explorer"), spec("a"), spec("A")]).map((r) => r.status)).toEqual(["kept", "kept", "kept"]);
  });

  test("the zero_tools message names the entries and the closest surface names", () => {
    const row = at(expertRows([spec("contract_scanner", ["read_file", "mcpgithub*"])]), 0);
    expect(row.message).toBe(
      "none of read_file, mcpgithub* matched the main agent's tools; closest: read, mcp__github__*",
    );
  });

  test.each([
    [[], /no tools are listed; a subagent with no tools is a pure reasoner/],
    [["delegate", "Ta*"], /^delegate is reserved and never granted to a subagent; Ta\* matches only reserved tools/],
    [[7], /^7 is not a tool name$/],
  ])("zero_tools message for %j", (tools, message) => {
    expect(at(expertRows([spec("a", tools)]), 0).message).toMatch(message);
  });
});

describe("kept subagents", () => {
  test("builtins come first, then specs in order, with the resolved tools and model", () => {
    const result = resolve([spec("b", ["mcp__github__*", "read"], { model: "gpt-5" }), spec("a", ["*"])]);
    expect(result.subagents.map((s) => [s.name, s.source])).toEqual([
      ...BUILTINS.map((name) => [name, "builtin"]),
      ["b", "expert"],
      ["a", "expert"],
    ]);
    const b = at(result.subagents, 5);
    const a = at(result.subagents, 6);
    expect(b.tools).toEqual([...SURFACE.filter((t) => t.startsWith("mcp__github__")), "read"]);
    expect(b.model).toBe("gpt-5");
    expect(a.model).toBe("claude-sonnet-4");
    expect(a.tools).not.toContain("delegate");
    expect(a.tools).not.toContain("Task");
    expect(result.report.slice(0, 5).every((r) => r.index === null && r.status === "kept")).toBe(true);
    expect(result.report.slice(5).map((r) => r.index)).toEqual([0, 1]);
  });

  test.each([
    [undefined, "claude-sonnet-4", 0],
    [null, "claude-sonnet-4", 0],
    ["claude-opus-4", "claude-opus-4", 0],
    ["my-finetune", "my-finetune", 1],
    [12, "claude-sonnet-4", 1],
  ])("model %j → %s with %i warning(s) (§2.5)", (model, resolved, warnings) => {
    const result = resolve([spec("a", ["read"], model === undefined ? {} : { model })]);
    expect(result.subagents.at(-1)?.model).toBe(resolved);
    expect(result.report.at(-1)?.warnings).toHaveLength(warnings);
    expect(result.report.at(-1)?.status).toBe("kept");
  });

  test("builtins inherit the default model", () => {
    const result = resolveSubagents({ specs: [], surface: SURFACE, defaultModel: "gpt-5-mini", builtinSwitches: ON });
    expect(result.subagents.map((s) => s.model)).toEqual(BUILTINS.map(() => "gpt-5-mini"));
  });

  test("kept message lists the tools and mentions dropped entries", () => {
    const row = at(expertRows([spec("a", ["read", "nope", "*ead*"])]), 0);
    expect(row.message).toBe("a is kept with read; 1 tool entry was dropped");
  });
});

describe("builtin switches (rules §2.4)", () => {
  test("switching a builtin off frees its handle; the spec's report says it takes over", () => {
    const result = resolve([spec("fixer", ["edit"])], { readable: true, disabled: ["fixer"] });
    expect(result.subagents.filter((s) => s.name === "fixer")).toEqual([
      expect.objectContaining({ source: "expert", tools: ["edit"] }),
    ]);
    expect(result.report.at(-1)?.message).toMatch(/takes over the handle of the switched-off builtin fixer/);
  });

  test("a switched-off builtin is not offered but still listed, disabled", () => {
    const result = resolve([], { readable: true, disabled: ["ui-designer"] });
    expect(result.subagents.map((s) => s.name)).not.toContain("ui-designer");
    expect(result.builtins).toContainEqual({ name: "ui-designer", enabled: false });
    expect(result.builtins).toHaveLength(5);
    expect(result.report.map((r) => r.name)).not.toContain("ui-designer");
  });

  test.each([[" Fixer"], ["FIXER "], ["fixer"]])("the handle %j is normalized", (handle) => {
    const result = resolve([spec("fixer")], { readable: true, disabled: [handle] });
    expect(result.builtins).toContainEqual({ name: "fixer", enabled: false });
    expect(result.subagents.find((s) => s.name === "fixer")?.source).toBe("expert");
  });

  test("an unknown handle is inert and never listed", () => {
    const result = resolve([], { readable: true, disabled: ["debugger", "Explorer-2"] });
    expect(result.builtins).toEqual(BUILTINS.map((name) => ({ name, enabled: true })));
    expect(result.notes).toEqual([]);
  });

  test("an unreadable switch state applies no exclusions and adds a note", () => {
    const result = resolve([spec("fixer")], { readable: false, reason: "database timeout" });
    expect(result.subagents.filter((s) => s.source === "builtin").map((s) => s.name)).toEqual(BUILTINS);
    expect(result.report.at(-1)?.code).toBe("collides_with_builtin");
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/no exclusions were applied/);
  });

  test("while a builtin is on, a same-named spec is dropped with collides_with_builtin", () => {
    const row = at(expertRows([spec("test-runner", ["bash"])]), 0);
    expect(row.code).toBe("collides_with_builtin");
    expect(row.message).toMatch(/builtin subagent that is switched on/);
  });

  test("a builtin goes through the same resolution: unresolvable tools drop it", () => {
    const result = resolve([spec("explorer", ["edit"])], ON, ["edit", "bash"]);
    expect(result.report[0]).toMatchObject({
      name: "explorer",
      source: "builtin",
      status: "dropped",
      code: "zero_tools",
    });
    expect(result.subagents.map((s) => s.name)).toEqual(["test-runner", "fixer", "ui-designer", "explorer"]);
    expect(result.subagents.find((s) => s.name === "fixer")?.tools).toEqual(["edit", "bash"]);
  });
});

describe("robustness", () => {
  test.each([
    [[]],
    [[1, "x", true, null, [], {}]],
    [[{ name: "a", description: "d", system_prompt: "p", tools: [[]] }]],
  ])("never throws on %j", (specs) => {
    expect(() => resolve(specs)).not.toThrow();
    expect(resolve(specs).report.filter((r) => r.source === "expert")).toHaveLength(specs.length);
  });

  test("an empty surface drops every subagent", () => {
    const result = resolve([spec("a", ["*"])], ON, []);
    expect(result.subagents).toEqual([]);
    expect(result.report.every((r) => r.code === "zero_tools")).toBe(true);
  });

  test("the global surface alone keeps every builtin", () => {
    expect(resolve([], ON, [...GLOBAL_TOOLS]).subagents).toHaveLength(5);
  });
});

test("a draft whose globs pass the work budget: the left-out entries are reported, and the resolution says how many", () => {
  const specs = Array.from({ length: 50 }, (_, i) => ({
    name: `agent_${i}`,
    description: "d",
    system_prompt: "p",
    tools: ["read", ...Array.from({ length: 60 }, (_, k) => `mcp__tool_${i}_${k}*`)],
  }));
  const surface = ["read", "grep", ...Array.from({ length: 998 }, (_, i) => `mcp__other__t${i}`)];
  // 3,000 distinct globs, each compared with 1,000 names (plus one): 999 fit in the budget, 2,001 do not.
  const resolution = resolve(specs, ON, surface);
  expect(resolution.notes).toEqual([
    "2,001 glob tool entries were not expanded: one resolution compares at most 1,000,000 glob and tool-name pairs, and the entries before them used them up.",
  ]);
  const last = resolution.report.find((r) => r.name === "agent_49");
  expect(last?.status).toBe("kept");
  expect(last?.tools.filter((t) => t.code === "glob_budget")).toHaveLength(60);
});
