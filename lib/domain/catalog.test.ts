import { describe, expect, test } from "vitest";
import {
  GLOBAL_TOOL_DESCRIPTIONS,
  GLOBAL_TOOLS,
  MODEL_CATALOG,
  PLUGINS,
  RESERVED_NAMES,
  getPlugin,
  isCatalogModel,
} from "./catalog";
import { GLOBAL_TOOL_NAMES, PLUGIN_TOOL_NAMES } from "@/tests/support/catalog-tools";

describe("catalog (rules §4.1)", () => {
  test("reserved names are exactly the hard-coded L1 set", () => {
    expect([...RESERVED_NAMES].sort()).toEqual(
      ["delegate", "Delegate", "Task", "task", "plan_write", "suggest_plan_mode", "suggest_build_mode"].sort(),
    );
  });

  test("global tools in §4.1 order, each with a description", () => {
    expect(GLOBAL_TOOLS).toEqual(GLOBAL_TOOL_NAMES);
    for (const name of GLOBAL_TOOLS) expect(GLOBAL_TOOL_DESCRIPTIONS[name]).toMatch(/\.$/);
  });

  test.each([
    ["github", "preset"],
    ["slack", "preset"],
    ["postgres", "preset"],
    ["web-search", "preset"],
    ["one-shot-providers", "preset"],
    ["agent-teams", "own"],
  ] as const)("plugin %s (%s layer) has exactly the catalog tools in order", (id, layer) => {
    const tools = PLUGIN_TOOL_NAMES[id];
    const plugin = getPlugin(id);
    expect(plugin?.layer).toBe(layer);
    expect(plugin?.tools.map((t) => t.name)).toEqual(tools);
    expect(plugin?.name).not.toBe("");
    for (const tool of plugin?.tools ?? []) expect(tool.description).not.toBe("");
  });

  test("plugin ids are unique and extra plugins use mcp__server__tool names", () => {
    const ids = PLUGINS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const extra of PLUGINS.filter((p) => !["web-search", "one-shot-providers", "agent-teams"].includes(p.id))) {
      for (const tool of extra.tools) expect(tool.name).toMatch(new RegExp(`^mcp__${extra.id}__[a-z_]+$`));
    }
  });

  test.each([["nope"], ["GitHub"], [""], [undefined], [42]])("getPlugin(%j) is undefined", (id) => {
    expect(getPlugin(id)).toBeUndefined();
  });

  test("model catalog has the six models", () => {
    expect(MODEL_CATALOG).toEqual([
      "claude-opus-4",
      "claude-sonnet-4",
      "claude-haiku-4",
      "gpt-5",
      "gpt-5-mini",
      "gemini-2.5-pro",
    ]);
  });

  test.each([
    ["claude-sonnet-4", true],
    ["gpt-5-mini", true],
    ["Claude-Sonnet-4", false],
    ["claude-sonnet-4 ", false],
    ["", false],
    [null, false],
    [4, false],
  ])("isCatalogModel(%j) is %s", (value, expected) => {
    expect(isCatalogModel(value)).toBe(expected);
  });
});
