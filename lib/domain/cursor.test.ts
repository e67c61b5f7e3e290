import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cursorPage, decodeCursor, encodeCursor, pageRequest } from "./cursor";

describe("cursor", () => {
  test("round-trips any sort key and id", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true })),
        fc.string({ minLength: 1, maxLength: 60 }),
        (key, id) => {
          expect(decodeCursor(encodeCursor({ key, id }))).toEqual({ key: Object.is(key, -0) ? 0 : key, id });
        },
      ),
    );
  });

  test("is opaque: it is URL-safe text", () => {
    expect(encodeCursor({ key: "contract review / ü", id: "ck1" })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  test.each([
    ["nothing", undefined],
    ["an empty string", ""],
    ["not base64url", "a+b/c="],
    ["not JSON", Buffer.from("{oops").toString("base64url")],
    ["a bare object", Buffer.from('{"key":"a","id":"b"}').toString("base64url")],
    ["an empty id", Buffer.from('["a",""]').toString("base64url")],
    ["a key that is neither text nor a number", Buffer.from('[null,"id"]').toString("base64url")],
    ["an overlong value", "A".repeat(700)],
  ])("reads %s as no cursor", (_, value) => {
    expect(decodeCursor(value)).toBeNull();
  });

  test("takes the first of repeated query values", () => {
    const c = encodeCursor({ key: "b", id: "2" });
    expect(decodeCursor([c, "junk"])).toEqual({ key: "b", id: "2" });
  });
});

describe("cursorPage", () => {
  const rows = ["a", "b", "c", "d"].map((key, i) => ({ key, id: String(i) }));
  const of = (r: { key: string; id: string }) => r;

  test("reading forward: the extra row means a next page, and the cursors name the edge rows", () => {
    const page = cursorPage(rows, 3, "next", true, of);
    expect(page.items.map((r) => r.key)).toEqual(["a", "b", "c"]);
    expect(decodeCursor(page.next)).toEqual({ key: "c", id: "2" });
    expect(decodeCursor(page.previous)).toEqual({ key: "a", id: "0" });
  });

  test("the first page has no previous link and the last page no next link", () => {
    expect(cursorPage(rows, 3, "next", false, of).previous).toBeNull();
    expect(cursorPage(rows.slice(0, 2), 3, "next", true, of).next).toBeNull();
  });

  test("reading backward reverses rows into order; the page came from always exists", () => {
    const backwards = [...rows].reverse();
    const page = cursorPage(backwards, 3, "previous", true, of);
    expect(page.items.map((r) => r.key)).toEqual(["b", "c", "d"]);
    expect(page.previous).not.toBeNull();
    expect(decodeCursor(page.next)).toEqual({ key: "d", id: "3" });
    expect(cursorPage(backwards.slice(0, 2), 3, "previous", true, of).previous).toBeNull();
  });

  test("an empty page links nowhere", () => {
    expect(cursorPage([], 3, "next", true, of)).toEqual({ items: [], next: null, previous: null });
  });
});

describe("pageRequest", () => {
  test("before wins over after; junk means the first page", () => {
    const a = encodeCursor({ key: "a", id: "1" });
    const b = encodeCursor({ key: "b", id: "2" });
    expect(pageRequest({ after: a, before: b })).toEqual({ direction: "previous", cursor: { key: "b", id: "2" } });
    expect(pageRequest({ after: a })).toEqual({ direction: "next", cursor: { key: "a", id: "1" } });
    expect(pageRequest({ after: "%%%" })).toEqual({ direction: "next", cursor: null });
  });
});
