import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { CORE_TOOL_NAMES } from "@/tests/support/catalog-tools";
import { GLOB_WORK_BUDGET, prepareSurface, resolveTools } from "./resolve-tools";

const SURFACE = [
  ...CORE_TOOL_NAMES.filter((name) => name !== "edit"),
  "mcp__github__create_issue",
  "mcp__github__get_issue",
  "mcp__linear__get_issue",
  "web_search",
  "a.b",
  "x?y",
];

describe("resolveTools — granted list (rules §2.2)", () => {
  test.each([
    [
      ["read", "grep"],
      ["read", "grep"],
    ],
    [
      ["grep", "read"],
      ["grep", "read"],
    ],
    [["read", "read", "re*"], ["read"]],
    [["mcp__github__*"], ["mcp__github__create_issue", "mcp__github__get_issue"]],
    [["mcp__*__get_issue"], ["mcp__github__get_issue", "mcp__linear__get_issue"]],
    [
      ["web_*", "read"],
      ["web_fetch", "web_search", "read"],
    ],
    [
      ["bash", "*"],
      [
        "bash",
        "read",
        "grep",
        "glob",
        "write",
        "web_fetch",
        "mcp__github__create_issue",
        "mcp__github__get_issue",
        "mcp__linear__get_issue",
        "web_search",
        "a.b",
        "x?y",
      ],
    ],
    [
      ["*e*"],
      [
        "read",
        "grep",
        "write",
        "web_fetch",
        "mcp__github__create_issue",
        "mcp__github__get_issue",
        "mcp__linear__get_issue",
        "web_search",
      ],
    ],
    [["read*"], ["read"]],
    [["*read"], ["read"]],
    [["READ", "Read"], []],
    [["R*"], []],
    [["a.*"], ["a.b"]],
    [["a*b"], ["a.b"]],
    [["x?y"], ["x?y"]],
    [["x?*"], ["x?y"]],
    [["?ead"], []],
    [["[r]ead*"], []],
    [["Task", "delegate", "plan_write", "Ta*", "*elegat*"], []],
  ])("%j → %j", (tools, granted) => {
    expect(resolveTools(tools, SURFACE).granted).toEqual(granted);
  });

  test("the runtime never invents tools: a name off the surface is not granted, even a real platform tool", () => {
    expect(resolveTools(["edit", "subagent"], SURFACE).granted).toEqual([]);
  });
});

describe("resolveTools — per-entry records and tool codes", () => {
  test.each([
    ["delegate", [{ entry: "delegate", status: "dropped", code: "reserved_tool" }]],
    ["task", [{ entry: "task", status: "dropped", code: "reserved_tool" }]],
    ["suggest_build_mode", [{ entry: "suggest_build_mode", status: "dropped", code: "reserved_tool" }]],
    [42, [{ entry: 42, status: "dropped", code: "not_a_string" }]],
    [null, [{ entry: null, status: "dropped", code: "not_a_string" }]],
    [["read"], [{ entry: ["read"], status: "dropped", code: "not_a_string" }]],
    ["zzz*", [{ entry: "zzz*", status: "dropped", code: "glob_no_match", suggestions: [] }]],
    ["Grpe", [{ entry: "Grpe", status: "dropped", code: "unknown_tool", suggestions: ["grep"] }]],
    ["read", [{ entry: "read", status: "granted" }]],
    [
      "mcp__github__*",
      [
        {
          entry: "mcp__github__*",
          status: "granted",
          matched: ["mcp__github__create_issue", "mcp__github__get_issue"],
        },
      ],
    ],
    ["Ta*", [{ entry: "Ta*", status: "dropped", code: "reserved_tool", matched: ["Task"] }]],
    [
      "*a*",
      [
        {
          entry: "*a*",
          status: "granted",
          matched: ["read", "bash", "mcp__github__create_issue", "mcp__linear__get_issue", "web_search", "a.b"],
        },
        { entry: "*a*", status: "dropped", code: "reserved_tool", matched: ["Task", "delegate", "plan_write"] },
      ],
    ],
  ])("%j", (entry, records) => {
    expect(resolveTools([entry], SURFACE).entries).toEqual(records);
  });

  test("records follow the authored order", () => {
    const { entries } = resolveTools(["read_file", 1, "read", "Task"], SURFACE);
    expect(entries.map((e) => [e.entry, e.code ?? e.status])).toEqual([
      ["read_file", "unknown_tool"],
      [1, "not_a_string"],
      ["read", "granted"],
      ["Task", "reserved_tool"],
    ]);
    expect(at(entries, 0).suggestions).toEqual(["read"]);
  });

  test("a reserved name is reserved even where the surface lacks it", () => {
    expect(resolveTools(["Delegate", "suggest_plan_mode"], ["read"]).entries.map((e) => e.code)).toEqual([
      "reserved_tool",
      "reserved_tool",
    ]);
  });

  test("a duplicated or non-string surface entry does not duplicate grants", () => {
    expect(resolveTools(["*"], ["read", "read", 3 as unknown as string, "grep"]).granted).toEqual(["read", "grep"]);
  });
});

describe("the glob work budget", () => {
  const surface = ["read", "grep", "mcp__github__get_issue", "mcp__github__list_issues", "web_fetch"];

  test("globs are expanded while the budget lasts, counted per distinct glob, then dropped with glob_budget", () => {
    // Each distinct glob costs the surface's size plus one: 6 here, so a budget of 13 expands two.
    const prepared = prepareSurface(surface, 13);
    const first = resolveTools(["mcp__github__*", "read", "web_*"], prepared);
    expect(first.granted).toEqual(["mcp__github__get_issue", "mcp__github__list_issues", "read", "web_fetch"]);
    // A glob already expanded is free; a new one finds the budget spent.
    const second = resolveTools(["web_*", "gr*", "*"], prepared);
    expect(second.granted).toEqual(["web_fetch"]);
    expect(second.entries).toEqual([
      { entry: "web_*", status: "granted", matched: ["web_fetch"] },
      { entry: "gr*", status: "dropped", code: "glob_budget" },
      { entry: "*", status: "dropped", code: "glob_budget" },
    ]);
    expect(prepared.globWork).toEqual({ remaining: 1, skipped: 2 });
  });

  test("the default budget leaves a realistic Expert untouched", () => {
    const big = Array.from({ length: 1_000 }, (_, i) => `mcp__server${i % 20}__tool_${i}`);
    const prepared = prepareSurface(big);
    const globs = Array.from({ length: 900 }, (_, i) => `mcp__server${i % 20}__tool_${i}*`);
    const resolution = resolveTools(globs, prepared);
    expect(resolution.entries.some((e) => e.code === "glob_budget")).toBe(false);
    expect(resolution.granted.length).toBeGreaterThanOrEqual(900);
    expect(GLOB_WORK_BUDGET).toBe(1_000_000);
  });
});
