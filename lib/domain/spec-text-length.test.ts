import { expect, test } from "vitest";
import { MAX_SPEC_LENGTH, MAX_SPEC_RAW_LENGTH, serializeSpec, specTextLength } from "./expert-draft-shape";
import { ExpertDraftSchema } from "./expert-draft";
import { fieldErrorsOf } from "./field-errors";

test.each([
  ['{"a":"b"}', 9],
  ['{"a":"line\\nline"}', 17],
  ['{"q":"say \\"hi\\""}', 16],
  ['{"u":"\\u00e9\\ud83d\\ude00"}', 11],
  ["{ not json \\n", 12],
  ["", 0],
])("specTextLength(%j) = %i: each escape counts as the character it stands for", (raw, length) => {
  expect(specTextLength(raw)).toBe(length);
});

test("a spec's text length is what the creator wrote, whatever JSON escapes", () => {
  const prompt = 'He said "stop".\n'.repeat(1000);
  const raw = serializeSpec({ name: "a", system_prompt: prompt });
  expect(raw.length).toBeGreaterThan(prompt.length + 3000);
  expect(specTextLength(raw)).toBe(raw.length - 3000);
});

const draft = (spec: string) => ({
  name: "X",
  slug: "x",
  description: "",
  instructions: "",
  defaultModel: "claude-sonnet-4",
  plugins: [],
  delegatable: true,
  teamGuard: { mode: "enforce" as const, markers: [], deny: [] },
  specs: [spec],
});

test("the save holds a spec to 64,000 characters of text, and says how many this one has", () => {
  const fits = serializeSpec({ name: "a", description: "d", system_prompt: '"\n'.repeat(31_900), tools: ["read"] });
  expect(fits.length).toBeGreaterThan(MAX_SPEC_LENGTH);
  expect(ExpertDraftSchema.safeParse(draft(fits)).success).toBe(true);
  const over = serializeSpec({ name: "a", system_prompt: "x".repeat(MAX_SPEC_LENGTH) });
  const result = ExpertDraftSchema.safeParse(draft(over));
  expect(result.success).toBe(false);
  if (!result.success)
    expect(fieldErrorsOf(result.error)["specs.0"]).toEqual([
      `A spec holds at most 64,000 characters of text; this one has ${specTextLength(over).toLocaleString("en")}.`,
    ]);
  const huge = ExpertDraftSchema.safeParse(draft("x".repeat(MAX_SPEC_RAW_LENGTH + 1)));
  expect(huge.success).toBe(false);
});
