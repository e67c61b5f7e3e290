import { describe, expect, test } from "vitest";
import { SLUG_PATTERN, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  test.each([
    ["Tax Helper", "tax-helper"],
    ["  Crème Brûlée Bot!  ", "creme-brulee-bot"],
    ["SQL / Analyst 2", "sql-analyst-2"],
    ["日本語", "expert"],
    ["---", "expert"],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slugify(name)).toMatch(SLUG_PATTERN);
  });

  test("caps the length without a trailing dash", () => {
    const slug = slugify(`${"a".repeat(59)} b`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  test("keeps a free slug and numbers a taken one", () => {
    expect(uniqueSlug("tax", new Set())).toBe("tax");
    expect(uniqueSlug("tax", new Set(["tax", "tax-2"]))).toBe("tax-3");
  });
});
