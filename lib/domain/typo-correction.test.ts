import { describe, expect, test } from "vitest";
import { correctionLengths, correctTerms, editDistance, nearestTerms, typoBudget } from "./typo-correction";

describe("editDistance (insert, delete, substitute, swap neighbours)", () => {
  test.each([
    ["review", "review", 0],
    ["reveiw", "review", 1],
    ["revew", "review", 1],
    ["reviiew", "review", 1],
    ["reviex", "review", 1],
    ["postgress", "postgres", 1],
    ["postgress", "postgresql", 2],
    ["conntrakt", "contract", 2],
    ["café", "cafe", 1],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
    expect(editDistance(b, a, 3)).toBe(d);
  });

  test("stops at the bound: anything farther reads as bound + 1", () => {
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("short", "much longer word", 2)).toBe(3);
    expect(editDistance("reveiw", "review", 0)).toBe(1);
  });
});

describe("typoBudget", () => {
  test.each([
    ["tax", 0],
    ["taks", 0],
    ["review", 1],
    ["clauses", 1],
    ["contract", 2],
    ["postgress", 2],
    ["12345", 0],
    ["v2review", 0],
    ["Übersetz", 2],
  ])("%s may be %i edits off", (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });

  test("correctionLengths spans the budget either side, null when never corrected", () => {
    expect(correctionLengths("review")).toEqual({ min: 5, max: 7 });
    expect(correctionLengths("postgress")).toEqual({ min: 7, max: 11 });
    expect(correctionLengths("tax")).toBeNull();
  });
});

describe("nearestTerms", () => {
  const known = [
    { term: "review", docs: 5 },
    { term: "reviews", docs: 9 },
    { term: "revive", docs: 2 },
    { term: "preview", docs: 40 },
    { term: "postgres", docs: 3 },
    { term: "postgresql", docs: 7 },
    { term: "rev1ew", docs: 100 },
  ];

  test("keeps only the words at the smallest distance found, most common first", () => {
    expect(nearestTerms("reveiw", known)).toEqual(["review"]);
    expect(nearestTerms("postgress", known)).toEqual(["postgres"]);
    expect(nearestTerms("postgresqq", known)).toEqual(["postgresql"]);
    expect(nearestTerms("reviewz", known)).toEqual(["reviews", "review"]);
  });

  test("never the word itself, a word with another first letter, a word with digits or one too far", () => {
    expect(nearestTerms("review", [{ term: "review", docs: 1 }])).toEqual([]);
    expect(nearestTerms("xreview", known)).toEqual([]);
    expect(nearestTerms("rexiew", [{ term: "rev1ew", docs: 1 }])).toEqual([]);
    expect(nearestTerms("rxvxxw", known)).toEqual([]);
    expect(nearestTerms("revw", known)).toEqual([]);
  });

  test("at most three words, ties broken alphabetically", () => {
    const many = ["rabcde", "rabcdf", "rabcdg", "rabcdh"].map((term) => ({ term, docs: 1 }));
    expect(nearestTerms("rabcdz", many)).toEqual(["rabcde", "rabcdf", "rabcdg"]);
  });
});

describe("correctTerms", () => {
  test("replaces the corrected words and names the query shown", () => {
    const corrections = new Map([["reveiw", ["review", "reviews"]]]);
    expect(correctTerms(["code", "reveiw"], corrections)).toEqual({
      alternatives: [["code"], ["review", "reviews"]],
      shownAs: "code review",
    });
  });

  test("says nothing when no word had a correction", () => {
    expect(correctTerms(["code", "zzzzzz"], new Map([["zzzzzz", []]]))).toEqual({
      alternatives: [["code"], ["zzzzzz"]],
      shownAs: null,
    });
  });
});
