import { describe, expect, test } from "vitest";
import { at } from "./at-index";
import { findOverlaps, OVERLAP_THRESHOLD, textSimilarity } from "./overlap";

const SCANNER = "Scan the full contract and locate every clause involving amounts, deadlines, or liability for breach";

// Pairs a model could not tell apart, and pairs it could; the threshold must separate them.
const FLAGGED: [string, string, string][] = [
  [
    "the same words, other forms and case",
    "Reviews contracts for risky clauses",
    "review the Contract for risky clauses",
  ],
  [
    "stopwords added",
    "Find files and code relevant to a question.",
    "Find the files and the code that are relevant to a question",
  ],
  [
    "reordered, one word added",
    "Writes and explains SQL queries against a described schema.",
    "Writes SQL queries and explains them against a described database schema.",
  ],
  [
    "a reworded copy",
    SCANNER,
    "Scans the whole contract and locates each clause about amounts, deadlines or liability for breach",
  ],
  [
    "one item of a list changed",
    "Handles bookkeeping and tax questions for small businesses. Accepts: bank statements. Produces: ledgers.",
    "Handles bookkeeping and tax questions for small businesses. Accepts: invoices. Produces: ledgers.",
  ],
  ["a short brief and the same with one word more", "Tax questions", "Tax questions and filing"],
];
const DISTINCT: [string, string, string][] = [
  [
    "seed 003's scanner and a risk judge",
    SCANNER,
    "Judge the risk of each extracted clause and rate it high, medium or low",
  ],
  ["same verb, other object", "Reviews contracts for risky clauses", "Reviews SQL queries for slow joins"],
  [
    "builtin explorer and code reviewer",
    "Find files and code relevant to a question.",
    "Review code changes for bugs and style problems.",
  ],
  ["test runner and fixer", "Run the test suite and report failures.", "Fix failing tests by editing the code."],
  [
    "same opening, other domain",
    "Turns merged pull requests into release notes.",
    "Turns meeting transcripts into action items.",
  ],
  ["a brief and an empty one", "Tax questions", ""],
  ["two empty briefs (nothing to compare)", "", "   "],
];

describe("textSimilarity against OVERLAP_THRESHOLD", () => {
  test.each(FLAGGED)("flagged: %s", (_label, a, b) => {
    expect(textSimilarity(a, b)).toBeGreaterThanOrEqual(OVERLAP_THRESHOLD);
    expect(textSimilarity(b, a)).toBe(textSimilarity(a, b));
  });

  test.each(DISTINCT)("not flagged: %s", (_label, a, b) => {
    expect(textSimilarity(a, b)).toBeLessThan(OVERLAP_THRESHOLD);
  });

  test("identical texts are exactly 1, disjoint ones 0", () => {
    expect(textSimilarity(SCANNER, SCANNER)).toBe(1);
    expect(textSimilarity("tax filing", "contract review")).toBe(0);
  });
});

describe("findOverlaps", () => {
  test("lists each near-duplicate pair once, in item order, with its similarity", () => {
    const overlaps = findOverlaps([
      { key: "scanner", text: SCANNER },
      { key: "judge", text: at(at(DISTINCT, 0), 2) },
      { key: "scanner_copy", text: at(at(FLAGGED, 3), 2) },
      { key: "empty", text: "" },
      { key: "empty2", text: "" },
    ]);
    expect(overlaps).toEqual([
      { a: "scanner", b: "scanner_copy", similarity: textSimilarity(SCANNER, at(at(FLAGGED, 3), 2)) },
    ]);
  });

  test("a custom threshold and malformed input", () => {
    const taxes = [
      { key: "a", text: "tax" },
      { key: "b", text: "tax law" },
    ];
    expect(findOverlaps(taxes, 0.5)).toHaveLength(1);
    expect(findOverlaps(taxes, 0.9)).toHaveLength(0);
    expect(findOverlaps(null as never)).toEqual([]);
  });
});
