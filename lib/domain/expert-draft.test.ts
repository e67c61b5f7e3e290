import { describe, expect, test } from "vitest";
import { ExpertDraftSchema, type ExpertDraftInput } from "./expert-draft";
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
    expect(parsed).toMatchObject({ name: "Tax Helper", description: "Helps with taxes.", priceLabel: null, delegationBrief: null });
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
