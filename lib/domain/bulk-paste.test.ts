import { describe, expect, it } from "vitest";
import { at } from "./at-index";
import { readBulkPaste } from "./bulk-paste";

const spec = (name: string) => ({ name, description: `Does ${name}.`, system_prompt: "Do it.", tools: ["read"] });

describe("readBulkPaste", () => {
  it("reads a JSON array of sixty specs, one per entry, and marks names the draft already has", () => {
    const array = Array.from({ length: 60 }, (_, i) => spec(`helper_${i}`));
    const reading = readBulkPaste(JSON.stringify(array), [JSON.stringify(spec("helper_3"))]);
    if (reading.kind === "refused") throw new Error(reading.message);
    expect(reading.kind).toBe("json");
    expect(reading.specs).toHaveLength(60);
    expect(reading.specs[0]).toMatchObject({ source: "item 1", name: "helper_0", duplicateOf: null });
    expect(JSON.parse(at(reading.specs, 0).raw!)).toEqual(spec("helper_0"));
    expect(at(reading.specs, 3).duplicateOf).toBe(0);
  });

  it("leaves out array entries that are not objects, saying so", () => {
    const reading = readBulkPaste('[{"name":"a"}, 42]', []);
    if (reading.kind === "refused") throw new Error(reading.message);
    expect(reading.specs[1]).toMatchObject({
      source: "item 2",
      raw: null,
      notes: [expect.stringContaining("Not a JSON object")],
    });
  });

  it("refuses JSON that does not parse, naming line and column, and adds nothing", () => {
    const reading = readBulkPaste('[{"name": "a"},\n {"name": ', []);
    expect(reading).toEqual({
      kind: "refused",
      message: expect.stringMatching(/^This is not valid JSON \(line 2, column \d+: .+\)\. Nothing was added\.$/),
    });
  });

  it("splits several Claude Code agent files pasted one after another", () => {
    const files = [
      "---\nname: code-reviewer\ndescription: Reviews code.\ntools: Read, Grep\n---\nYou review code.\n",
      "---\nname: test-runner\ndescription: Runs tests.\n---\nYou run tests.\n\n---\n\nA horizontal rule inside the body stays in the body.\n",
    ].join("\n");
    const reading = readBulkPaste(files, []);
    if (reading.kind === "refused") throw new Error(reading.message);
    expect(reading.kind).toBe("claude-code");
    expect(reading.specs.map((s) => s.name)).toEqual(["code-reviewer", "test-runner"]);
    expect(JSON.parse(at(reading.specs, 1).raw!).system_prompt).toContain("horizontal rule");
  });

  it("marks the second spec of one name within the paste as a duplicate of the first", () => {
    const reading = readBulkPaste(JSON.stringify([spec("a"), spec("a")]), [JSON.stringify(spec("x"))]);
    if (reading.kind === "refused") throw new Error(reading.message);
    expect(reading.specs.map((s) => s.duplicateOf)).toEqual([null, 1]);
  });

  it("refuses an empty paste and one that would pass 500 subagents", () => {
    expect(readBulkPaste("  ", [])).toMatchObject({ kind: "refused" });
    const many = JSON.stringify(Array.from({ length: 10 }, (_, i) => spec(`s${i}`)));
    expect(
      readBulkPaste(
        many,
        Array.from({ length: 495 }, (_, i) => JSON.stringify(spec(`e${i}`))),
      ),
    ).toMatchObject({ kind: "refused", message: expect.stringContaining("at most 500") });
  });
});
