import { describe, expect, it } from "vitest";
import { at } from "./at-index";
import { editorProblems, problemSections, unparsedSpecErrors } from "./editor-problems";

describe("editorProblems", () => {
  it("lists every refused field once, in the form's order, with plain labels and the element to focus", () => {
    const problems = editorProblems({
      "teamGuard.deny.2": ["Tool names are letters, digits, _ and -."],
      "specs.3": ["Not valid JSON."],
      name: ["Give the Expert a name."],
      "specs.0.name": ["Too long."],
      "specs.0": ["Also bad."],
    });
    expect(problems.map((p) => [p.label, p.section, p.target])).toEqual([
      ["Name", "profile", "name"],
      ["Subagent 1", "subagents", "spec-0"],
      ["Subagent 4", "subagents", "spec-3"],
      ["Team guard deny list", "team-guard", "guardDeny"],
    ]);
    expect(at(problems, 1).messages).toEqual(["Too long.", "Also bad."]);
    expect(problemSections(problems)).toEqual(new Set(["profile", "subagents", "team-guard"]));
  });

  it("is empty without field errors and never shows a field's code as its label", () => {
    expect(editorProblems(undefined)).toEqual([]);
    expect(at(editorProblems({ priceLabel: ["Too long."] }), 0).label).toBe("Price label");
  });
});

describe("unparsedSpecErrors", () => {
  it("refuses text that is not JSON, naming line and column, and a list of specs, naming how many", () => {
    const errors = unparsedSpecErrors([
      '{"name":"ok","tools":["read"]}',
      '{ "name": "half"',
      '[{"name":"a"},{"name":"b"}]',
      '"just text"',
    ]);
    expect(Object.keys(errors)).toEqual(["specs.1", "specs.2", "specs.3"]);
    expect(errors["specs.1"]?.[0]).toMatch(/^This is not a valid JSON object \(line 1, column \d+: /);
    expect(errors["specs.2"]?.[0]).toMatch(/^This is a list of 2 specs, not one spec/);
    expect(errors["specs.3"]?.[0]).toContain("A spec must be a JSON object");
  });

  it("accepts a JSON object even when it is not a valid spec (the preview says why it is dropped)", () => {
    expect(unparsedSpecErrors(['{"name":"x","tools":[]}'])).toEqual({});
  });

  it("leaves text that was stored before as it was authored", () => {
    expect(unparsedSpecErrors(["{ old", "{ new"], new Set(["{ old"]))).toEqual({
      "specs.1": [expect.stringContaining("not a valid JSON object")],
    });
  });
});
