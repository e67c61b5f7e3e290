import { describe, expect, test } from "vitest";
import { requiredText } from "./required-text";

describe("requiredText", () => {
  const field = requiredText("Name it.", 5, "Too long.");

  test("trims what it keeps", () => {
    expect(field.parse("  ab  ")).toBe("ab");
  });

  test.each([[undefined], [""], ["   "], [7]])("refuses %j with the missing sentence", (value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe("Name it.");
  });

  test("refuses past the limit with its own sentence, or the missing one when none is given", () => {
    expect(field.safeParse("abcdef").error?.issues[0]?.message).toBe("Too long.");
    expect(requiredText("Name it.", 5).safeParse("abcdef").error?.issues[0]?.message).toBe("Name it.");
  });
});
