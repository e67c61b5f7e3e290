import { describe, expect, test } from "vitest";
import { CORE_TOOL_NAMES } from "@/tests/support/catalog-tools";
import { createSuggester, suggestToolNames } from "./suggest";

const SURFACE = [
  ...CORE_TOOL_NAMES,
  "mcp__github__create_issue",
  "mcp__github__get_issue",
  "mcp__github__search_code",
  "mcp__slack__post_message",
  "web_search",
];

describe("suggestToolNames", () => {
  test.each([
    ["Grpe", ["grep"]],
    ["gerp", ["grep"]],
    ["READ", ["read"]],
    ["Bahs", ["bash"]],
    ["read_file", ["read"]],
    ["web-fetch", ["web_fetch"]],
    ["WebSearch", ["web_search"]],
    ["mcp__github__get_isue", ["mcp__github__get_issue"]],
    ["mcpgithub*", ["mcp__github__*", "mcp__*", "mcp__github__get_issue"]],
    ["web*fetch", ["web_fetch", "web_*"]],
    ["qqqqqq", []],
    ["x", []],
    ["", []],
  ])("%j → %j", (entry, expected) => {
    expect(suggestToolNames(entry, SURFACE)).toEqual(expected);
  });

  test("at most three, closest first", () => {
    const suggestions = suggestToolNames("github", SURFACE);
    expect(suggestions).toEqual(["mcp__github__get_issue", "mcp__github__search_code", "mcp__github__create_issue"]);
  });

  test.each([["Tsak"], ["delegat"], ["plan_writ"], ["Delegate"]])("never suggests a reserved name (%s)", (entry) => {
    for (const s of suggestToolNames(entry, SURFACE)) expect(["Task", "delegate", "plan_write"]).not.toContain(s);
  });

  test("deterministic whatever the call order", () => {
    expect(suggestToolNames("rea", SURFACE)).toEqual(suggestToolNames("rea", [...SURFACE]));
  });
});

describe("createSuggester", () => {
  test("stops suggesting once its comparison budget is spent, deterministically", () => {
    const suggest = createSuggester(["read", "grep", "glob"], 6);
    expect(suggest("Grpe")).toEqual(["grep"]);
    expect(suggest("raed")).toEqual(["read"]);
    expect(suggest("glbo")).toEqual([]);
  });
});
