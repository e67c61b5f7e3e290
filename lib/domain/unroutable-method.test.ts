import { expect, test } from "vitest";
import { requestLineOf, unroutableMethodAnswer } from "./unroutable-method";

test("TRACE on a machine endpoint is a JSON 405 naming what it takes", () => {
  const answer = unroutableMethodAnswer("TRACE", "/api/harness/injection?x=1");
  expect(answer.status).toBe(405);
  expect(answer.headers.allow).toBe("POST, OPTIONS");
  expect(JSON.parse(answer.body)).toEqual({
    code: "method_not_allowed",
    error: "Method TRACE is not allowed on /api/harness/injection; it takes POST, OPTIONS.",
  });
});

test("an unknown path under /api/ is a JSON 404 whatever the method", () => {
  const answer = unroutableMethodAnswer("PROPFIND", "/api/nothing-here");
  expect(answer.status).toBe(404);
  expect(JSON.parse(answer.body)).toMatchObject({ code: "not_found" });
});

test("a page answers 405 with the methods pages take", () => {
  const answer = unroutableMethodAnswer("TRACE", "/studio");
  expect(answer).toMatchObject({ status: 405, headers: { allow: "GET, HEAD, POST" } });
});

test("a method that is not a token is not echoed", () => {
  expect(JSON.parse(unroutableMethodAnswer("<script>", "/api/health").body).error).toBe(
    "Method (unknown) is not allowed on /api/health; it takes GET, HEAD, OPTIONS.",
  );
});

test.each([
  ["FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n", { method: "FOO", target: "/api/health" }],
  ["BREW /pot HTTP/1.0\n", { method: "BREW", target: "/pot" }],
  ["garbage", null],
])("the request line of %j", (raw, expected) => expect(requestLineOf(raw)).toEqual(expected));
