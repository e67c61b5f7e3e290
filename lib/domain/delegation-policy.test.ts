import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { DelegationPolicySchema } from "./delegation-policy";
import { DUPLICATE_ENTRY_MESSAGE, WHITELIST_STORED_MAX_MESSAGE, whitelistOverCapMessage } from "./delegation-whitelist";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e_${i + 1}`);

describe("DelegationPolicySchema", () => {
  test.each([
    ["none with an empty list", { mode: "none", whitelist: [] }],
    ["a whitelist of ten", { mode: "whitelist", whitelist: ids(10) }],
    ["all, keeping a stored list", { mode: "all", whitelist: ids(2) }],
    ["all, keeping a stored list longer than the limit", { mode: "all", whitelist: ids(12) }],
    ["none, keeping a stored list longer than the limit", { mode: "none", whitelist: ids(12) }],
  ])("accepts %s", (_label, input) => {
    expect(DelegationPolicySchema.safeParse(input).success).toBe(true);
  });

  test.each([
    [
      "an eleventh entry under the Whitelist policy",
      { mode: "whitelist", whitelist: ids(11) },
      "whitelist",
      whitelistOverCapMessage(11),
    ],
    [
      "a stored list past any sane length",
      { mode: "all", whitelist: ids(101) },
      "whitelist",
      WHITELIST_STORED_MAX_MESSAGE,
    ],
    ["a duplicate", { mode: "whitelist", whitelist: ["e_1", "e_1"] }, "whitelist", DUPLICATE_ENTRY_MESSAGE],
    ["an unknown mode", { mode: "some", whitelist: [] }, "mode", "Choose one of: none, all, whitelist."],
    ["a list of numbers", { mode: "whitelist", whitelist: [1] }, "whitelist", undefined],
  ])("refuses %s, naming the field", (_label, input, field, message) => {
    const result = DelegationPolicySchema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    const issue = result.error.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

test("the Whitelist refusal is one sentence naming the count, how many to remove and the way out", () => {
  const result = DelegationPolicySchema.safeParse({ mode: "whitelist", whitelist: ids(12) });
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(result.error.issues).toHaveLength(1);
  expect(at(result.error.issues, 0).message).toMatch(
    /at most 10 Experts and yours lists 12: remove 2 .*choose All or None/,
  );
});
