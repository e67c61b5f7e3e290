import { describe, expect, test } from "vitest";
import { requestIdOf } from "./request-id";

describe("requestIdOf", () => {
  test("takes the proxy's UUID", () => {
    const id = "31eb8aae-8614-42ba-b599-ed8f7eef1006";
    expect(requestIdOf(new Request("http://x", { headers: { "x-request-id": id } }))).toBe(id);
  });
  test.each(["", "not-an-id", "31eb8aae-8614-42ba-b599-ed8f7eef1006\nforged line"])("ignores %j", (value) => {
    expect(requestIdOf({ headers: new Headers(value.includes("\n") ? {} : { "x-request-id": value }) })).toBeNull();
  });
  test("no request, no id", () => expect(requestIdOf(undefined)).toBeNull());
});
