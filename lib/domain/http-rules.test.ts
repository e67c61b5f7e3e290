import { describe, expect, test } from "vitest";
import { canonicalJson, etagMatches, isJsonMediaType, isValidIdempotencyKey } from "./http-rules";
import { validRequestId } from "./request-id";

describe("isJsonMediaType", () => {
  test.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["Application/JSON", true],
    ["application/problem+json", true],
    ["text/plain", false],
    ["application/x-www-form-urlencoded", false],
    ["multipart/form-data; boundary=x", false],
    ["application/jsonp", false],
    ["", false],
    [null, false],
  ])("%s → %s", (type, expected) => expect(isJsonMediaType(type)).toBe(expected));
});

describe("isValidIdempotencyKey", () => {
  test.each([
    ["a", true],
    ["retry-7f3e 2026-12-01T10:00:00Z", true],
    ["~".repeat(200), true],
    ["x".repeat(201), false],
    ["", false],
    ["tab\there", false],
    ["é", false],
    ["line\nbreak", false],
  ])("%j → %s", (key, expected) => expect(isValidIdempotencyKey(key)).toBe(expected));
});

describe("etagMatches", () => {
  test.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ["*", '"abc"', true],
    ['"abd"', '"abc"', false],
    ["abc", '"abc"', false],
    [null, '"abc"', false],
  ])("If-None-Match %j against %s → %s", (header, etag, expected) => expect(etagMatches(header, etag)).toBe(expected));
});

describe("validRequestId", () => {
  test.each([
    ["run-42.step_7", "run-42.step_7"],
    ["a".repeat(128), "a".repeat(128)],
    ["a".repeat(129), null],
    ["", null],
    ["with space", null],
    ["line\nbreak", null],
    [null, null],
  ])("%j → %j", (value, expected) => expect(validRequestId(value)).toBe(expected));
});

test("canonicalJson ignores key order, keeps array order and drops undefined", () => {
  expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(canonicalJson({ a: { d: [2, 1] }, b: 1 }));
  expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
});
