import { describe, expect, test } from "vitest";
import {
  addWhitelistEntry,
  DUPLICATE_ENTRY_MESSAGE,
  moveWhitelistEntry,
  WHITELIST_LIMIT_MESSAGE,
} from "./delegation-whitelist";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e_${i + 1}`);

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
