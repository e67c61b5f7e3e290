import { expect, test } from "vitest";
import { fts5Match, searchTerms, tsQuery } from "./search-terms";

test.each([
  ["Contract", ["contract"]],
  ["contract-review", ["contract", "review"]],
  ["  SQL  sql Analyst ", ["sql", "analyst"]],
  ['"quoted" OR (x*) AND', ["quoted", "or", "x", "and"]],
  ["Übersetzung café", ["übersetzung", "café"]],
  ["   ", []],
  ["-*:&|!", []],
])("searchTerms(%j) = %j", (query, expected) => {
  expect(searchTerms(query)).toEqual(expected);
});

test("keeps at most eight terms, each at most 64 characters", () => {
  expect(searchTerms(Array.from({ length: 12 }, (_, i) => `w${i}`).join(" "))).toHaveLength(8);
  expect(searchTerms("x".repeat(200))[0]).toHaveLength(64);
});

test("engine syntaxes: every term required, the last a prefix, operators in user text stay words", () => {
  const terms = searchTerms("contract OR rev");
  expect(fts5Match(terms)).toBe('"contract" AND "or" AND "rev"*');
  expect(tsQuery(terms)).toBe("contract & or & rev:*");
  expect(fts5Match(["sql"])).toBe('"sql"*');
  expect(tsQuery(["sql"])).toBe("sql:*");
});

test("a corrected word matches any of its alternatives, the last still as a prefix", () => {
  expect(fts5Match([["review", "reviews"], "code"])).toBe('("review" OR "reviews") AND "code"*');
  expect(tsQuery([["review", "reviews"], "code"])).toBe("(review | reviews) & code:*");
  expect(fts5Match(["code", ["postgres"]])).toBe('"code" AND "postgres"*');
  expect(tsQuery(["code", ["postgres", "postgis"]])).toBe("code & (postgres:* | postgis:*)");
});
