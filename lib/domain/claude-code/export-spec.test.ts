import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { at } from "../at-index";
import { splitFrontmatter } from "./frontmatter";
import { exportSpec } from "./export-spec";

const base = { name: "reviewer", description: "Reviews code.", system_prompt: "You review code." };
const exported = (spec: unknown) => exportSpec(typeof spec === "string" ? spec : JSON.stringify(spec), 1);

/** The exported file's frontmatter values and body. */
function read(spec: unknown) {
  const result = exported(spec);
  const split = splitFrontmatter(result.content ?? "");
  if (split.kind !== "frontmatter") throw new Error(`no frontmatter in ${result.content}`);
  return { values: parse(split.yaml) ?? {}, body: split.body, notes: result.notes };
}

describe("rules §9 rows: Expert Studio → Claude Code", () => {
  test("name, description and body carry over with Unicode intact", () => {
    const spec = {
      ...base,
      name: "prüfer-日本",
      description: "Prüft — 契約 🧾\nzweite Zeile: mit Doppelpunkt",
      system_prompt: "Du bist ein Prüfer.\n\n契約。",
      tools: ["*"],
    };
    const { values, body, notes } = read(spec);
    expect(values).toEqual({ name: "prüfer-日本", description: spec.description });
    expect(body).toBe("\nDu bist ein Prüfer.\n\n契約。\n");
    expect(notes).toEqual([]);
  });

  test('["*"] becomes no tools key', () => {
    expect(read({ ...base, tools: ["*"] }).values).not.toHaveProperty("tools");
  });

  test.each([
    ["read", "Read"],
    ["grep", "Grep"],
    ["glob", "Glob"],
    ["write", "Write"],
    ["edit", "Edit"],
    ["bash", "Bash"],
    ["web_fetch", "WebFetch"],
    ["web_search", "WebSearch"],
    ["mcp__github__get_issue", "mcp__github__get_issue"],
    ["mcp__github__*", "mcp__github__*"],
  ])("tool %s becomes %s", (platform, claude) => {
    const { values, notes } = read({ ...base, tools: [platform] });
    expect(values.tools).toBe(claude);
    expect(notes).toEqual([]);
  });

  test("several tools are written as a comma list, in order, without duplicates", () => {
    expect(read({ ...base, tools: ["read", "grep", "bash", "read"] }).values.tools).toBe("Read, Grep, Bash");
  });

  test("a name a comma list would split is written as a YAML list", () => {
    expect(read({ ...base, tools: ["read", "odd,name"] }).values.tools).toEqual(["Read", "odd,name"]);
  });

  test.each([["spawn_teammate"], ["delegate"], ["web_*"]])(
    "%s has no Claude Code equivalent: kept and reported",
    (tool) => {
      const { values, notes } = read({ ...base, tools: ["read", tool] });
      expect(values.tools).toBe(`Read, ${tool}`);
      expect(notes).toContainEqual(
        expect.objectContaining({ severity: "warning", key: "tools", message: expect.stringContaining(tool) }),
      );
    },
  );

  test.each([
    ["claude-sonnet-4", "sonnet"],
    ["claude-opus-4", "opus"],
    ["claude-haiku-4", "haiku"],
  ])("model %s becomes %s", (model, alias) => {
    const { values, notes } = read({ ...base, tools: ["*"], model });
    expect(values.model).toBe(alias);
    expect(notes).toEqual([]);
  });

  test.each([["gpt-5"], ["gpt-5-mini"], ["gemini-2.5-pro"]])(
    "non-Claude model %s is left out and reported",
    (model) => {
      const { values, notes } = read({ ...base, tools: ["*"], model });
      expect(values).not.toHaveProperty("model");
      expect(notes).toEqual([
        expect.objectContaining({ severity: "warning", key: "model", message: expect.stringContaining(model) }),
      ]);
    },
  );

  test("an unknown model is kept as written and reported; null and absent give no model", () => {
    expect(read({ ...base, tools: ["*"], model: "fast" })).toMatchObject({
      values: { model: "fast" },
      notes: [{ key: "model" }],
    });
    expect(read({ ...base, tools: ["*"], model: null })).toMatchObject({ notes: [] });
    expect(read({ ...base, tools: ["*"], model: null }).values).not.toHaveProperty("model");
  });

  test("extra keys of the stored spec are listed as not carried over", () => {
    const { values, notes } = read({ ...base, tools: ["*"], temperature: 0.2 });
    expect(values).not.toHaveProperty("temperature");
    expect(notes).toEqual([expect.objectContaining({ key: "temperature", severity: "warning" })]);
  });
});

test("Task is Claude Code's own name: it exports as itself, without a note", () => {
  const { values, notes } = read({ ...base, tools: ["read", "Task"] });
  expect(values.tools).toBe("Read, Task");
  expect(notes).toEqual([]);
});

test("a description that is present but not text is named by its value", () => {
  expect(at(read({ ...base, tools: ["*"], description: null }).notes, 0).message).toMatch(
    /description is null, not text/,
  );
});

describe("malformed specs: exported as best possible, or skipped with the reason", () => {
  test.each([
    ["invalid JSON", "{name: x", /not valid JSON/],
    ["a string", '"just text"', /not an object/],
    ["a list", "[1, 2]", /not an object/],
    ["tools that are not a list", JSON.stringify({ ...base, tools: "read" }), /tools is "read", not a list/],
  ])("%s is skipped with a report line", (_label, raw, reason) => {
    const result = exported(raw);
    expect(result.content).toBeNull();
    expect(result.notes).toEqual([
      expect.objectContaining({ severity: "error", message: expect.stringMatching(reason) }),
    ]);
  });

  test("omitted tools (no tools on the platform) export as an empty list, never as every tool", () => {
    const { values, notes } = read(base);
    expect(values.tools).toEqual([]);
    expect(notes.map((n) => n.message).join("\n")).toMatch(/would grant every tool/);
  });

  test("a spec with missing fields is exported with what it has and its verdict", () => {
    const { values, body, notes } = read({ name: "has space", tools: ["read", 3] });
    expect(values).toEqual({ name: "has space", tools: "Read" });
    expect(body).toBe("\n");
    const text = notes.map((n) => n.message).join("\n");
    expect(text).toMatch(/has no description/);
    expect(text).not.toMatch(/null/);
    expect(text).toMatch(/has no system_prompt/);
    expect(text).toMatch(/3 is not a name/);
    expect(text).toMatch(/dropped \(description is missing\)/);
  });

  test("a spec without a name is exported without one and reported", () => {
    const result = exported({ description: "d", system_prompt: "p", tools: ["*"] });
    expect(result.name).toBeNull();
    expect(result.notes[0]).toMatchObject({ key: "name" });
  });
});

test("a stored spec nested thousands deep is skipped with a reason, not thrown", () => {
  const deep = `{"name":"x","description":"d","system_prompt":"p","tools":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
  expect(exported(deep)).toMatchObject({
    content: null,
    notes: [{ severity: "error", message: expect.stringMatching(/nested too deeply/) }],
  });
});
