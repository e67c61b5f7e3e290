import { describe, expect, test } from "vitest";
import { BUILTIN_SUBAGENTS, builtinCatalog, isBuiltinHandle, normalizeBuiltinHandle } from "./builtins";

const ALL = ["explorer", "code-reviewer", "test-runner", "fixer", "ui-designer"];

describe("builtin definitions (rules §2.4, §4.1)", () => {
  test.each([
    ["explorer", ["read", "grep", "glob"]],
    ["code-reviewer", ["read", "grep", "glob"]],
    ["test-runner", ["read", "grep", "bash"]],
    ["fixer", ["read", "edit", "write", "bash"]],
    ["ui-designer", ["read", "write", "edit", "web_fetch"]],
  ])("%s has allowlist %j, a description, a prompt and no model", (name, tools) => {
    const builtin = BUILTIN_SUBAGENTS.find((b) => b.name === name);
    expect(builtin?.tools).toEqual(tools);
    expect(builtin?.description.length).toBeGreaterThan(40);
    expect(builtin?.system_prompt.split(". ").length).toBeGreaterThanOrEqual(3);
    expect(builtin).not.toHaveProperty("model");
  });

  test("five builtins in catalog order", () => {
    expect(BUILTIN_SUBAGENTS.map((b) => b.name)).toEqual(ALL);
  });
});

describe("handles", () => {
  test.each([
    ["fixer", "fixer"],
    ["  Fixer ", "fixer"],
    ["UI-DESIGNER", "ui-designer"],
    ["\tcode-reviewer\n", "code-reviewer"],
    ["Unknown-Thing", "unknown-thing"],
  ])("normalizeBuiltinHandle(%j) = %j", (raw, handle) => {
    expect(normalizeBuiltinHandle(raw)).toBe(handle);
  });

  test.each([
    ["Explorer ", true],
    ["ui_designer", false],
    ["", false],
  ])("isBuiltinHandle(%j) = %s", (raw, expected) => {
    expect(isBuiltinHandle(raw)).toBe(expected);
  });
});

describe("builtinCatalog", () => {
  test.each([
    ["nothing switched off", [], ALL],
    ["fixer switched off", ["fixer"], ["explorer", "code-reviewer", "test-runner", "ui-designer"]],
    ["handles are normalized", [" FIXER", "Test-Runner "], ["explorer", "code-reviewer", "ui-designer"]],
    [
      "unknown handles are inert",
      ["debugger", "explorer2", "explorer "],
      ["code-reviewer", "test-runner", "fixer", "ui-designer"],
    ],
    ["all switched off", ALL, []],
  ])("%s", (_case, disabled, offered) => {
    const catalog = builtinCatalog({ readable: true, disabled });
    expect(catalog.definitions.map((d) => d.name)).toEqual(offered);
    // Switched-off builtins stay listed (the UI renders them dimmed); unknown handles never appear.
    expect(catalog.builtins.map((b) => b.name)).toEqual(ALL);
    expect(catalog.builtins.map((b) => b.enabled)).toEqual(ALL.map((name) => offered.includes(name)));
    expect(catalog.builtins.every((b) => b.description !== "")).toBe(true);
    expect(catalog.note).toBeUndefined();
  });

  test("an unreadable switch state applies no exclusions and says so", () => {
    const catalog = builtinCatalog({ readable: false, reason: "the switch table is unavailable" });
    expect(catalog.definitions.map((d) => d.name)).toEqual(ALL);
    expect(catalog.builtins.every((b) => b.enabled)).toBe(true);
    expect(catalog.note).toMatch(/could not be read \(the switch table is unavailable\); no exclusions were applied/);
  });
});
