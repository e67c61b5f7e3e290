import { describe, expect, test } from "vitest";
import { formText } from "./form-text";

describe("formText", () => {
  const data = new FormData();
  data.set("email", "  ada@example.com ");
  data.set("upload", new Blob(["bytes"]), "notes.txt");

  test.each([
    ["a text field, exactly as typed", "email", "  ada@example.com "],
    ["a missing field", "password", ""],
    ["a file where text was expected", "upload", ""],
  ])("%s", (_label, name, expected) => {
    expect(formText(data, name)).toBe(expected);
  });
});
