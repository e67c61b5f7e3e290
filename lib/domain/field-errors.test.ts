import { describe, expect, test } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, messagesUnder } from "./field-errors";

const Schema = z.object({
  files: z.array(z.object({ name: z.string().min(1, "Each file needs a name.") })).min(1, "Choose a file."),
  filesize: z.number("Give a size."),
});

describe("fieldErrorsOf", () => {
  test("keys each message by its dotted path, and a root problem by form", () => {
    const result = Schema.safeParse({ files: [{ name: "" }, { name: "" }], filesize: "x" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      "files.0.name": ["Each file needs a name."],
      "files.1.name": ["Each file needs a name."],
      filesize: ["Give a size."],
    });
    const root = z.string("Send text.").safeParse(1);
    if (!root.success) expect(fieldErrorsOf(root.error)).toEqual({ form: ["Send text."] });
  });
});

describe("messagesUnder", () => {
  test("gathers a field's own and its parts' messages once, and no sibling that shares the prefix", () => {
    const errors = {
      files: ["Choose a file."],
      "files.0.name": ["Each file needs a name."],
      "files.1.name": ["Each file needs a name."],
      filesize: ["Give a size."],
    };
    expect(messagesUnder(errors, "files")).toEqual(["Choose a file.", "Each file needs a name."]);
    expect(messagesUnder(errors, "filesize")).toEqual(["Give a size."]);
    expect(messagesUnder(undefined, "files")).toEqual([]);
  });
});
