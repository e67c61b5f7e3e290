import { expect, test } from "vitest";
import { distinctRefs, matchExpertRefs } from "./expert-refs";

const rows = [
  { id: "e_1", slug: "tax-helper" },
  { id: "tax", slug: "e_1" },
];

test("an id wins over a slug that spells the same", () => {
  expect(matchExpertRefs(["e_1"], rows).get("e_1")).toBe("e_1");
});

test("a slug matches whatever its case; an unknown reference is left out", () => {
  const resolved = matchExpertRefs(["Tax-Helper", "nobody"], rows);
  expect(resolved.get("Tax-Helper")).toBe("e_1");
  expect(resolved.has("nobody")).toBe(false);
});

test("references are made distinct, blanks and non-strings dropped, with their slug spelling", () => {
  expect(distinctRefs(["A", "A", "", 7, "b"])).toEqual({ refs: ["A", "b"], slugs: ["a", "b"] });
});
