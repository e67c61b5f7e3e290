import { describe, expect, test } from "vitest";
import { completeMention, mentionAtCaret } from "./mention-autocomplete";

describe("mention autocomplete", () => {
  test.each([
    ["ask @sq", { start: 4, partial: "sq" }],
    ["@", { start: 0, partial: "" }],
    ["mail bob@acc", null],
    ["no mention", null],
    ["@sql-analyst done", null],
  ])("finds the partial mention at the end of %j", (text, expected) => {
    expect(mentionAtCaret(text, text.length)).toEqual(expected);
  });

  test("completes the partial with the slug and a space, keeping the rest", () => {
    expect(completeMention("ask @sq please", 7, "sql-analyst")).toEqual({
      text: "ask @sql-analyst  please",
      caret: 17,
    });
  });
});
