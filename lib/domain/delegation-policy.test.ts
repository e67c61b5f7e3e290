import { describe, expect, test } from "vitest";
import {
  addWhitelistEntry,
  DelegationPolicySchema,
  DUPLICATE_ENTRY_MESSAGE,
  moveWhitelistEntry,
  WHITELIST_LIMIT_MESSAGE,
} from "./delegation-policy";

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

describe("whitelist picker rules", () => {
  test("adds up to ten, then says why an eleventh is refused", () => {
    expect(addWhitelistEntry(ids(9), "e_x")).toEqual({ ok: true, whitelist: [...ids(9), "e_x"] });
    const refused = addWhitelistEntry(ids(10), "e_x");
    expect(refused).toEqual({ ok: false, message: WHITELIST_LIMIT_MESSAGE });
    expect(WHITELIST_LIMIT_MESSAGE).toMatch(/only considers the first 10/);
  });

  test("refuses a duplicate", () => {
    expect(addWhitelistEntry(["e_1"], "e_1")).toEqual({ ok: false, message: DUPLICATE_ENTRY_MESSAGE });
  });

  test.each([
    [1, -1, ["e_2", "e_1", "e_3"]],
    [1, 1, ["e_1", "e_3", "e_2"]],
    [0, -1, ["e_1", "e_2", "e_3"]],
    [2, 1, ["e_1", "e_2", "e_3"]],
  ] as const)("moves entry %i by %i", (index, offset, expected) => {
    expect(moveWhitelistEntry(ids(3), index, offset)).toEqual(expected);
  });
});
