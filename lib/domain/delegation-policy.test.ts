import { describe, expect, test } from "vitest";
import { DelegationPolicySchema } from "./delegation-policy";
import { DUPLICATE_ENTRY_MESSAGE, WHITELIST_LIMIT_MESSAGE } from "./delegation-whitelist";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e_${i + 1}`);

describe("DelegationPolicySchema", () => {
  test.each([
    ["none with an empty list", { mode: "none", whitelist: [] }],
    ["a whitelist of ten", { mode: "whitelist", whitelist: ids(10) }],
    ["all, keeping a stored list", { mode: "all", whitelist: ids(2) }],
  ])("accepts %s", (_label, input) => {
    expect(DelegationPolicySchema.safeParse(input).success).toBe(true);
  });

  test.each([
    ["an eleventh entry", { mode: "whitelist", whitelist: ids(11) }, "whitelist", WHITELIST_LIMIT_MESSAGE],
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
