import { describe, expect, test } from "vitest";
import { jsonObjectProblem } from "./json-position";

describe("jsonObjectProblem", () => {
  test.each([
    [
      '{ "name": "half", "tools": ["read"',
      1,
      35,
      "The JSON ends too early: a closing bracket, brace or quote is missing.",
    ],
    ['{\n  "a": 1,\n  "b": x\n}', 3, 8, 'Expected a value here, found "x".'],
    ['{\n  "a": 1,\n}', 2, 9, "Remove the comma before the closing brace."],
    ["{'a': 1}", 1, 2, 'Expected a key in double quotes, found "\'".'],
    ['{"a": 1 "b": 2}', 1, 9, 'Expected "," or "}", found "\\"".'],
    ['{"a":1}}', 1, 8, 'Unexpected "}" after the end of the JSON value.'],
    ["", 1, 1, "The JSON ends too early: a closing bracket, brace or quote is missing."],
    ["[1]", 1, 1, "A spec must be a JSON object ({ … }); this is an array."],
    ['  "text"', 1, 3, "A spec must be a JSON object ({ … }); this is a string."],
    ["null", 1, 1, "A spec must be a JSON object ({ … }); this is null."],
  ])("%j: line %i, column %i", (text, line, column, message) => {
    expect(jsonObjectProblem(text)).toEqual({ line, column, message });
  });

  test.each(['{"name": "ok", "tools": ["read", "grep"], "n": -1.5e3, "b": [true, false, null], "s": "a\\"b"}', "{}"])(
    "%s is a JSON object",
    (text) => {
      expect(jsonObjectProblem(text)).toBeNull();
    },
  );
});
