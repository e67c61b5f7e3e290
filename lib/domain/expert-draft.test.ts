import { describe, expect, test } from "vitest";
import { CreateExpertSchema, ExpertDraftSchema, type ExpertDraftInput } from "./expert-draft";
import { draftDifferences } from "./draft-differences";
import { fieldErrorsOf } from "./field-errors";

const valid: ExpertDraftInput = {
  name: " Tax Helper ",
  slug: "tax-helper",
  description: "Helps with taxes. ",
  priceLabel: "  ",
  instructions: "You help.",
  defaultModel: "claude-sonnet-4",
  plugins: ["github"],
  delegatable: true,
  delegationBrief: "",
  teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent"] },
  specs: ["{ not json", "{}"],
};

describe("ExpertDraftSchema", () => {
  test("trims text, stores blank optional text as null and keeps specs as authored", () => {
    const parsed = ExpertDraftSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: "Tax Helper",
      description: "Helps with taxes.",
      priceLabel: null,
      delegationBrief: null,
    });
    expect(parsed.specs).toEqual(["{ not json", "{}"]);
  });

  test.each([
    ["name", { name: "  " }, "Enter a name."],
    ["slug", { slug: "Tax Helper" }, "Use lower-case letters, digits and dashes, starting with a letter or digit."],
    ["defaultModel", { defaultModel: "gpt-2" }, "Choose a model from the catalog."],
    ["plugins.0", { plugins: ["nope"] }, "Unknown plugin."],
    ["teamGuard.deny.1", { teamGuard: { mode: "warn", markers: [], deny: ["a", " "] } }, "Tool names cannot be blank."],
  ] as const)("reports %s", (path, patch, message) => {
    const result = ExpertDraftSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[path]).toEqual([message]);
  });
});

describe("disabledBuiltins and draftDifferences", () => {
  test("builtin switches are optional in a draft and their handles are trimmed", () => {
    expect(ExpertDraftSchema.parse(valid).disabledBuiltins).toBeUndefined();
    expect(ExpertDraftSchema.parse({ ...valid, disabledBuiltins: [" explorer "] }).disabledBuiltins).toEqual([
      "explorer",
    ]);
    const blank = ExpertDraftSchema.safeParse({ ...valid, disabledBuiltins: [" "] });
    expect(blank.success || fieldErrorsOf(blank.error)["disabledBuiltins.0"]).toEqual(["Name the builtin."]);
  });

  test("names the fields that differ, treating blank and null text alike", () => {
    expect(draftDifferences(valid, { ...valid, priceLabel: null, description: "Helps with taxes." })).toEqual([]);
    expect(
      draftDifferences(valid, { ...valid, instructions: "Other.", specs: [], disabledBuiltins: ["fixer"] }),
    ).toEqual(["instructions", "subagents", "builtin switches"]);
  });
});

describe("text is stored exactly as authored, or refused", () => {
  const LONE =
    /^Character \d+ is half of a character pair \(a lone UTF-16 surrogate\) and cannot be stored as written; delete or retype it\.$/;

  test.each([
    ["specs.1", { specs: ["{}", '{"name": "x\ud800"}'] }],
    ["name", { name: "Tax \udfff" }],
    ["description", { description: "Helps \ud800" }],
    ["instructions", { instructions: "You \udc00 help." }],
    ["priceLabel", { priceLabel: "\ud800 free" }],
    ["delegationBrief", { delegationBrief: "Accepts \udbff" }],
    ["teamGuard.markers.0", { teamGuard: { mode: "enforce", markers: ["x\ud800"], deny: [] } }],
    ["teamGuard.deny.0", { teamGuard: { mode: "enforce", markers: [], deny: ["\udc00"] } }],
  ] as const)("refuses a lone surrogate in %s with a field error", (path, patch) => {
    const result = ExpertDraftSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[path]).toEqual([expect.stringMatching(LONE)]);
  });

  test("names the position, and keeps paired surrogates (emoji) as they are", () => {
    const result = ExpertDraftSchema.safeParse({ ...valid, specs: ['{"name": "😀 ok"}', "ab\ud800"] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error)).toEqual({ "specs.1": [expect.stringMatching(/^Character 3 /)] });
    expect(ExpertDraftSchema.parse({ ...valid, specs: ['{"name": "😀 ok"}'] }).specs).toEqual(['{"name": "😀 ok"}']);
    expect(CreateExpertSchema.safeParse({ name: "A\ud800", slug: "a" }).success).toBe(false);
  });
});

describe("the team guard takes tool names only", () => {
  test.each([
    [
      "teamGuard.deny.1",
      { markers: [], deny: ["subagent", "<script>"] },
      "The deny-list entry “<script>” is not a tool name",
    ],
    ["teamGuard.deny.0", { markers: [], deny: ["😀"] }, "The deny-list entry “😀” is not a tool name"],
    ["teamGuard.deny.0", { markers: [], deny: ["web fetch"] }, "The deny-list entry “web fetch” is not a tool name"],
    [
      "teamGuard.markers.0",
      { markers: ["spawn/teammate"], deny: [] },
      "The marker “spawn/teammate” is not a tool name",
    ],
  ] as const)("refuses %s with a sentence naming the entry", (path, guard, start) => {
    const result = ExpertDraftSchema.safeParse({ ...valid, teamGuard: { mode: "enforce", ...guard } });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error)[path]).toEqual([
        `${start}: use letters, digits, “_”, “-” and “.” only (for example mcp__github__create_issue).`,
      ]);
  });

  test("accepts the platform's tool names, MCP ones included, trimmed", () => {
    const deny = ["subagent_fork", "mcp__github__create_issue", " web-search.v2 "];
    expect(
      ExpertDraftSchema.parse({ ...valid, teamGuard: { mode: "warn", markers: ["spawn_teammate"], deny } }).teamGuard
        .deny,
    ).toEqual(["subagent_fork", "mcp__github__create_issue", "web-search.v2"]);
  });
});
