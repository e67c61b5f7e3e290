import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { at } from "../at-index";
import { readKeyValueLines } from "./frontmatter-recovery";
import { importClaudeCodeFile } from "./import-file";

test("in the line-by-line reading, nested values keep their structure and numbers stay numbers, in the values and in the notes", () => {
  const result = importClaudeCodeFile(
    "release-guard.md",
    readFileSync(join(import.meta.dirname, "fixtures", "nested-fallback.md"), "utf8"),
  );
  expect(at(result.notes, 0).message).toMatch(/not valid YAML.*read line by line/);
  expect(result.spec).toMatchObject({
    name: "release-guard",
    description: "Guards releases: run it before tagging.",
    tools: ["read", "bash"],
  });
  const byKey = Object.fromEntries(result.notes.filter((n) => n.key).map((n) => [n.key, n.message]));
  expect(byKey).toEqual({
    maxTurns: "`maxTurns: 30` has no Expert Studio equivalent and was not carried over.",
    background: "`background: false` has no Expert Studio equivalent and was not carried over.",
    hooks: expect.stringMatching(
      /^`hooks: \{"PreToolUse":\[\{"matcher":"Bash","hooks":\[\{"type":"command",.*` has no Expert Studio equivalent/,
    ),
    mcpServers: '`mcpServers: ["github"]` has no Expert Studio equivalent and was not carried over.',
    skills: '`skills: ["changelog","semver"]` has no Expert Studio equivalent and was not carried over.',
  });
});

test.each([
  ["a number", "maxTurns: 30", 30],
  ["a boolean", "background: true", true],
  ["a quoted number stays text", 'maxTurns: "30"', "30"],
  ["a value YAML cannot read alone stays text", "color: : red", ": red"],
  ["a flow mapping over several lines", "mcpServers: {\n  github: {command: gh}\n}", { github: { command: "gh" } }],
  ["list items at the key's own indentation", "skills:\n- a\n- b", ["a", "b"]],
])("%s", (_label, line, value) => {
  const { values } = readKeyValueLines(`name: x\ndescription: Use when: y\n${line}`);
  const key = at(line.split(":"), 0);
  expect(values[key]).toEqual(value);
});

test("a description still runs over unindented example lines up to the next known key", () => {
  const { values } = readKeyValueLines('name: x\ndescription: Use when: y\nExamples:\nuser: "hi"\nmaxTurns: 3');
  expect(values).toEqual({ name: "x", description: 'Use when: y\nExamples:\nuser: "hi"', maxTurns: 3 });
});

test("an unclosed bracket in the name is not taken as the name, and does not swallow the keys after it", () => {
  const { values, howRead } = readKeyValueLines("name: [unclosed\ndescription: Reviews code\ntools: Read");
  expect(values).toEqual({ description: "Reviews code", tools: "Read" });
  expect(howRead).toBe(
    'It was read line by line as `key: value`; the name "[unclosed" could not be read. Check the result.',
  );
});

test("a tool list left open stops at the next known key", () => {
  const { values } = readKeyValueLines("name: reviewer\ntools: [Read, Grep\ndescription: Reviews code");
  expect(values.name).toBe("reviewer");
  expect(values.description).toBe("Reviews code");
  expect(values.tools).toBe("[Read, Grep");
});

test('a file whose name is "[unclosed" is imported under its file name, with its description kept and both said', () => {
  const { spec, notes } = importClaudeCodeFile(
    "code-reviewer.md",
    "---\nname: [unclosed\ndescription: Reviews code\n---\nBody",
  );
  expect(spec).toMatchObject({ name: "code-reviewer", description: "Reviews code", system_prompt: "Body" });
  expect(notes.map((n) => n.message)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('the name "[unclosed" could not be read'),
      'No name in the frontmatter; the file name gave "code-reviewer".',
    ]),
  );
});
