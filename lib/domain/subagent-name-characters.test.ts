import { describe, expect, test } from "vitest";
import { subagentNameCharacterProblem, subagentNameErrors } from "./subagent-name-characters";

const spec = (name: string, extra = "") => JSON.stringify({ name, description: `d${extra}`, system_prompt: "p" });

describe("subagentNameCharacterProblem", () => {
  test.each([
    ["code/reviewer", "“/”"],
    ["win\\path", "“\\”"],
    ["reviewer🚀", "the emoji 🚀"],
    ["flag🇩🇪", "the emoji 🇩"],
    ["ok✅", "the emoji ✅"],
  ])("%s is refused, naming %s", (name, what) => {
    expect(subagentNameCharacterProblem(name)).toContain(`contains ${what}`);
    expect(subagentNameCharacterProblem(name)).toContain(`“${name}”`);
  });

  test.each(["code-reviewer", "sql_analyst", "Übersetzer", "审查员", "v2-checker", "مراجع"])("%s is fine", (name) => {
    expect(subagentNameCharacterProblem(name)).toBeNull();
  });
});

describe("subagentNameErrors", () => {
  test("a new or renamed spec with such a name is refused on its card", () => {
    expect(subagentNameErrors([spec("fine"), spec("a/b")])).toEqual({
      "specs.1": [expect.stringContaining("contains “/”")],
    });
  });

  test("a spec stored earlier keeps its name, also when its other fields are edited", () => {
    const stored = [spec("old/name")];
    expect(subagentNameErrors([spec("old/name")], stored)).toEqual({});
    expect(subagentNameErrors([spec("old/name", "edited")], stored)).toEqual({});
    expect(subagentNameErrors([spec("new/name")], stored)).toEqual({ "specs.0": [expect.any(String)] });
  });

  test("text that is not a spec with a name is another check's business", () => {
    expect(subagentNameErrors(["{ broken", "[]", JSON.stringify({ name: 3 })])).toEqual({});
  });
});
