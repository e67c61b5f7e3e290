import { describe, expect, test } from "vitest";
import { requestIdOf } from "./request-id";

describe("requestIdOf", () => {
  test.each(["31eb8aae-8614-42ba-b599-ed8f7eef1006", "not-an-id", "run-42.step_7"])(
    "takes a well-formed id: %j",
    (id) => {
      expect(requestIdOf(new Request("http://x", { headers: { "x-request-id": id } }))).toBe(id);
    },
  );
  test.each(["", "two words", "a;b", "x".repeat(129)])("ignores %j", (value) => {
    expect(requestIdOf({ headers: new Headers({ "x-request-id": value }) })).toBeNull();
  });
  test("no request, no id", () => expect(requestIdOf(undefined)).toBeNull());
});
