import { describe, expect, test } from "vitest";
import { ACTION_ID_PATTERN, actionBodyProblem } from "./action-body";

const bytes = (text: string) => new TextEncoder().encode(text);
const check = (text: string) => actionBodyProblem(bytes(text));

describe("actionBodyProblem", () => {
  test("what React clients send passes: plain arguments, escapes and special values", () => {
    expect(check(JSON.stringify([{ expertId: "e1", version: 2, specs: ["{}", "{}"] }]))).toBeNull();
    expect(
      check(
        JSON.stringify([
          "$$literal dollar",
          "$undefined",
          "$NaN",
          "$-0",
          "$Infinity",
          "$D2026-01-01T00:00:00.000Z",
          "$n123",
        ]),
      ),
    ).toBeNull();
    expect(check(JSON.stringify([JSON.stringify({ specs: ["x".repeat(2_000_000)] })]))).toBeNull();
  });

  test.each([
    ["not JSON", "not json", "The action's body is not JSON."],
    ["empty", "", "The action's body is not JSON."],
    ["null", "null", "The action's body must be a JSON array of its arguments."],
    ["an object", '{"a":1}', "The action's body must be a JSON array of its arguments."],
    ["a dangling reference", '["$1"]', "The action's arguments refer to a part the body does not have."],
    ["a promise reference", '["$@1"]', "The action's arguments refer to a part the body does not have."],
    ["a map reference", '[{"a":"$Q1"}]', "The action's arguments refer to a part the body does not have."],
    ["a server reference", '["$h1"]', "The action's arguments refer to a part the body does not have."],
    ["a malformed big integer", '["$nxyz"]', "The action's arguments refer to a part the body does not have."],
  ])("%s is refused with a sentence", (_label, text, error) => {
    expect(check(text)).toEqual({ error, code: "invalid_action_body" });
  });

  test("bytes that are not UTF-8 are refused", () => {
    expect(actionBodyProblem(new Uint8Array([0xff, 0xfe, 0x5b, 0x5d]))).toEqual({
      error: "The action's body is not valid UTF-8.",
      code: "invalid_action_body",
    });
  });

  test("nesting past 100 levels is refused", () => {
    expect(check("[".repeat(101) + "]".repeat(101))?.error).toBe(
      "The action's arguments are nested more than 100 levels deep.",
    );
    expect(check("[".repeat(100) + "]".repeat(100))).toBeNull();
  });

  test("arrays past the decoder's 1,000,000 items are refused, strings in them counted", () => {
    expect(check(JSON.stringify([Array.from({ length: 1_000_001 }, () => 1)]))?.error).toMatch(
      /more than 1,000,000 array items/,
    );
    expect(check(JSON.stringify([["a".repeat(600_000), "b".repeat(600_000)]]))?.error).toMatch(
      /more than 1,000,000 array items/,
    );
    // One argument alone is never a fork of the decoder's count, however long.
    expect(check(JSON.stringify(["a".repeat(1_200_000)]))).toBeNull();
  });
});

test("action ids are 40 to 42 hexadecimal characters", () => {
  expect(ACTION_ID_PATTERN.test("7f12ff36077fd2e0df73f555f14c7703f952c57fc0")).toBe(true);
  expect(ACTION_ID_PATTERN.test("zzz")).toBe(false);
});
