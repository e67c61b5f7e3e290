import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { osaDistance } from "./edit-distance";

// The textbook full-matrix OSA, as the reference for the banded, trimmed implementation.
function referenceOsa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const cell = (i: number, j: number) => at(at(d, i), j);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      at(d, i)[j] = Math.min(
        cell(i - 1, j) + 1,
        cell(i, j - 1) + 1,
        cell(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        at(d, i)[j] = Math.min(cell(i, j), cell(i - 2, j - 2) + 1);
    }
  }
  return cell(a.length, b.length);
}

describe("osaDistance", () => {
  test.each([
    ["", "", 0],
    ["abc", "", 3],
    ["grpe", "grep", 1],
    ["ca", "ac", 1],
    ["kitten", "sitting", 3],
    ["read_file", "read", 5],
  ])("%j ↔ %j = %i", (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d);
    expect(osaDistance(b, a)).toBe(d);
  });

  test("matches the full-matrix reference, with and without a bound", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "_"), maxLength: 10 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        const exact = referenceOsa(a, b);
        expect(osaDistance(a, b)).toBe(exact);
        expect(osaDistance(a, b, max)).toBe(Math.min(exact, max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("osaDistance over arrays", () => {
  test("counts the items it is given: code points for a word's letters, UTF-16 units for a string", () => {
    expect(osaDistance("😀a", "a")).toBe(2);
    expect(osaDistance(Array.from("😀a"), Array.from("a"))).toBe(1);
    expect(osaDistance(Array.from("naïveté"), Array.from("naiveté"), 0)).toBe(1);
  });
});
