import { describe, expect, test } from "vitest";
import { duplicateNameNotes, freeName, renameSpec, specNameOf, suggestName } from "./names";

const spec = (name: unknown, extra: object = {}) =>
  JSON.stringify({ name, description: "d", system_prompt: "p", tools: ["read"], ...extra });

test.each([
  ["Python Security Expert", "python-security-expert"],
  ["  a  b  ", "a-b"],
  ["say \"hi\" <now> & 'then'", "say-hi-now-then"],
  ["Übersetzer Tool", "übersetzer-tool"],
  ["   ", "imported-subagent"],
])("suggestName(%j) = %j", (name, expected) => {
  expect(suggestName(name)).toBe(expected);
});

test("freeName adds the first free number", () => {
  expect(freeName("a", new Set())).toBe("a");
  expect(freeName("a", new Set(["a", "a-2"]))).toBe("a-3");
});

test("renameSpec changes only the name, keeping unknown keys", () => {
  const renamed = JSON.parse(renameSpec(spec("Old Name", { temperature: 0.2 }), "old-name"));
  expect(renamed).toEqual({
    name: "old-name",
    description: "d",
    system_prompt: "p",
    tools: ["read"],
    temperature: 0.2,
  });
});

test.each([
  ["{broken", null],
  ["[1]", null],
  [spec(3), null],
  [spec("x"), "x"],
])("specNameOf(%s) = %j", (raw, name) => {
  expect(specNameOf(raw)).toBe(name);
});

describe("duplicateNameNotes", () => {
  test("names declared in the draft or earlier in the import are flagged, each with a distinct free name", () => {
    const notes = duplicateNameNotes(
      [spec("sql"), "{broken"],
      [spec("sql"), spec("new"), spec("new"), spec("sql"), spec("sql-2")],
    );
    expect([...notes.keys()]).toEqual([0, 2, 3]);
    expect(notes.get(0)).toMatchObject({
      key: "name",
      message: expect.stringMatching(/duplicate_name/),
      fix: { name: "sql-3" },
    });
    expect(notes.get(2)?.fix).toEqual({ name: "new-2" });
    expect(notes.get(3)?.fix).toEqual({ name: "sql-4" });
  });

  test("no duplicates, no notes", () => {
    expect(duplicateNameNotes([spec("a")], [spec("b"), spec("c")]).size).toBe(0);
  });
});
