import { describe, expect, it } from "vitest";
import { mergeFields, sameValue } from "./draft-merge";

const base = { name: "Reviewer", description: "Reviews code", priceLabel: "", specs: ["a"] };

describe("mergeFields", () => {
  it("keeps the other tab's change to a field this tab did not touch", () => {
    const theirs = { ...base, description: "Reviews code and tests" };
    const mine = { ...base, priceLabel: "€19 / month" };
    const { merged, kept, taken, clashes } = mergeFields(base, theirs, mine);
    expect(merged).toEqual({
      name: "Reviewer",
      description: "Reviews code and tests",
      priceLabel: "€19 / month",
      specs: ["a"],
    });
    expect(kept).toEqual(["priceLabel"]);
    expect(taken).toEqual(["description"]);
    expect(clashes).toEqual([]);
  });

  it("keeps this tab's value where both changed the same field, and names the clash", () => {
    const theirs = { ...base, name: "Their name", specs: ["a", "b"] };
    const mine = { ...base, name: "My name" };
    const { merged, clashes, taken } = mergeFields(base, theirs, mine);
    expect(merged.name).toBe("My name");
    expect(merged.specs).toEqual(["a", "b"]);
    expect(clashes).toEqual(["name"]);
    expect(taken).toEqual(["specs"]);
  });

  it("does not call two equal changes a clash", () => {
    const both = { ...base, name: "Same" };
    expect(mergeFields(base, both, { ...both }).clashes).toEqual([]);
  });

  it("takes nothing when the other side changed nothing", () => {
    const mine = { ...base, specs: [] };
    const { merged, taken } = mergeFields(base, { ...base }, mine);
    expect(merged).toEqual(mine);
    expect(taken).toEqual([]);
  });
});

describe("sameValue", () => {
  it("treats blank text, null and undefined alike and ignores surrounding spaces", () => {
    expect(sameValue("", null)).toBe(true);
    expect(sameValue(undefined, "  ")).toBe(true);
    expect(sameValue(" a ", "a")).toBe(true);
    expect(sameValue(["a"], ["b"])).toBe(false);
  });
});
