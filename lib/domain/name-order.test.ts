import fc from "fast-check";
import { expect, test } from "vitest";
import { compareLowerCase, sortByNameThenId } from "./name-order";

const reference = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y ? 0 : x < y ? -1 : 1;
};

test.each([
  ["Expert 00001", "expert 00002", -1],
  ["ALPHA", "alpha", 0],
  ["alpha", "Alpha beta", -1],
  ["Zeta", "alpha", 1],
  ["[bracket", "Apple", -1], // "[" sorts after "A" but before "a": the lower-cased order
  ["İstanbul", "i", 1], // İ lower-cases to two characters
  ["ΟΔΟΣ", "οδοσ", -1], // a final sigma lower-cases to ς, which sorts before σ
  ["", "", 0],
  ["", "a", -1],
])("%s against %s", (a, b, expected) => {
  expect(compareLowerCase(a, b)).toBe(expected);
  expect(reference(a, b)).toBe(expected);
});

test("orders as toLowerCase then < does, whatever the letters (property)", () => {
  const chars = fc.constantFrom(
    "a",
    "A",
    "z",
    "Z",
    "[",
    "_",
    "`",
    " ",
    "0",
    "é",
    "É",
    "İ",
    "ı",
    "Σ",
    "σ",
    "ς",
    "ß",
    "ẞ",
    "\ud83d\ude00",
    "\ud83d",
  );
  const text = fc.array(chars, { maxLength: 6 }).map((a) => a.join(""));
  fc.assert(
    fc.property(text, text, (a, b) => {
      expect(compareLowerCase(a, b)).toBe(reference(a, b));
      expect(compareLowerCase(a + "x", a + "Y")).toBe(reference(a + "x", a + "Y"));
    }),
    { numRuns: 20_000 },
  );
});

test("sortByNameThenId sorts by lower-cased name then id, and returns a list already in order as it is (property)", () => {
  const expert = fc.record({
    id: fc.constantFrom("e_1", "e_2", "e_3"),
    name: fc.constantFrom("Alpha", "alpha", "Beta", "[x", "Éclair", "eclair", ""),
  });
  fc.assert(
    fc.property(fc.array(expert, { maxLength: 8 }), (experts) => {
      const expected = [...experts].sort(
        (a, b) => reference(a.name, b.name) || (a.id === b.id ? 0 : a.id < b.id ? -1 : 1),
      );
      const sorted = sortByNameThenId(experts);
      expect(sorted).toEqual(expected);
      expect(sortByNameThenId(sorted)).toBe(sorted);
    }),
    { numRuns: 5_000 },
  );
});
