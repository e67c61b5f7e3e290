import { describe, expect, test } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { SignUpSchema } from "./sign-up";

describe("SignUpSchema", () => {
  test("trims the name and keeps the password exactly as typed", () => {
    expect(SignUpSchema.parse({ name: "  Ada ", email: "ada@example.com", password: "  ten chars " })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "  ten chars ",
    });
  });

  test.each([
    ["a blank name", { name: "  " }, "name", "Enter your name."],
    ["a missing name", { name: undefined }, "name", "Enter your name."],
    ["a long name", { name: "x".repeat(81) }, "name", "Use at most 80 characters."],
    ["a bad email", { email: "nope" }, "email", "Enter a valid email address."],
    ["a short password", { password: "short" }, "password", "Use at least 10 characters."],
    ["a non-text password", { password: 1234567890 }, "password", "Enter a password."],
    ["a long password", { password: "x".repeat(201) }, "password", "Use at most 200 characters."],
  ])("refuses %s with the field's sentence", (_case, patch, field, message) => {
    const result = SignUpSchema.safeParse({ name: "Ada", email: "ada@example.com", password: "long-enough", ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual({ [field]: [message] });
  });
});
