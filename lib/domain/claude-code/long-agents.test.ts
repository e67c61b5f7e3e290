import { expect, test } from "vitest";
import { serializeSpec } from "../expert-draft-shape";
import { importClaudeCodeFile } from "./import-file";

// Real agents are long, and their text is full of what JSON escapes: newlines, quotes, backslashes.
const body = (chars: number) => {
  const line = '- Say "why", name the file and line, and quote the path as C:\\repo\\src.\n';
  return line.repeat(Math.ceil(chars / line.length)).slice(0, chars);
};
const agent = (chars: number) =>
  `---\nname: long-reviewer\ndescription: Reviews long changes.\ntools: Read, Grep\n---\n\n${body(chars)}`;

test("a 19,499-byte file whose JSON encoding passes 20,000 characters imports: the cap counts the text", () => {
  const text = agent(19_400);
  expect(Buffer.byteLength(text)).toBeGreaterThan(19_400);
  const result = importClaudeCodeFile("long-reviewer.md", text);
  expect(serializeSpec(result.spec).length).toBeGreaterThan(20_500);
  expect(result.notes).toEqual([]);
  expect(result.spec?.system_prompt).toBe(body(19_400).trim());
});

test("an agent with a 55,000-character system prompt imports whole", () => {
  const result = importClaudeCodeFile("long-reviewer.md", agent(55_000));
  expect((result.spec?.system_prompt as string).length).toBe(body(55_000).trim().length);
  expect(result.notes).toEqual([]);
});

test("past the cap the file is refused with its text's length, not its JSON encoding's", () => {
  const result = importClaudeCodeFile("long-reviewer.md", agent(70_000));
  expect(result.spec).toBeNull();
  expect(result.notes).toEqual([
    {
      severity: "error",
      message: expect.stringMatching(
        /^Not imported: its text comes to 70,\d{3} characters, and a spec holds at most 64,000\. Shorten its body\.$/,
      ),
    },
  ]);
});
