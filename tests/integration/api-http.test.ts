import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { allowedMethods } from "@/lib/domain/api-routes";
import { HARNESS_TOKEN, apiDatabaseForFile, call, send } from "../support/api";

// rules §6.2 (HTTP as clients expect it), against the real route handlers. (Methods Next cannot route
// at all, such as TRACE, are answered by the server in front of it: e2e/api-http.spec.ts.)
const t = await apiDatabaseForFile();
const injection = await import("@/app/api/harness/injection/route");
const delegate = await import("@/app/api/agent-proxy/delegate/route");
const health = await import("@/app/api/health/route");
const metrics = await import("@/app/api/metrics/route");
const openapi = await import("@/app/api/openapi.json/route");
const unknown = await import("@/app/api/[...path]/route");

type Route = Record<
  "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "OPTIONS",
  (request: Request) => Response | Promise<Response>
>;
const ROUTES: [string, Route][] = [
  ["/api/harness/injection", injection],
  ["/api/agent-proxy/delegate", delegate],
  ["/api/health", health],
  ["/api/metrics", metrics],
  ["/api/openapi.json", openapi],
];
const auth = { authorization: `Bearer ${HARNESS_TOKEN}` };
const injectionBody = { user: "u_bob", expert: "e_sql" };
const delegateBody = { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review the NDA." };

describe.each(ROUTES)("%s", (path, route) => {
  const allow = allowedMethods(path)!;
  const refused = (["GET", "POST", "PUT", "DELETE", "PATCH"] as const).filter((m) => !allow.includes(m));

  test.each(refused)("%s → 405 JSON with Allow", async (method) => {
    const res = await send(route[method], new Request(`http://test${path}`, { method, headers: auth }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow.join(", "));
    expect(await res.json()).toEqual({
      code: "method_not_allowed",
      error: `Method ${method} is not allowed on ${path}; it takes ${allow.join(", ")}.`,
    });
  });

  test("OPTIONS → 204 with the true Allow", async () => {
    const res = await route.OPTIONS(new Request(`http://test${path}`, { method: "OPTIONS" }));
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe(allow.join(", "));
  });
});

test.each(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)(
  "an unknown path under /api/ → JSON 404 for %s",
  async (method) => {
    const res = await send(unknown[method], new Request("http://test/api/harness/injections", { method }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: "not_found",
      error: "No such endpoint. The harness API is described at /api/openapi.json.",
    });
  },
);

describe.each([
  ["injection", injection.POST, "http://test/api/harness/injection", injectionBody],
  ["delegate", delegate.POST, "http://test/api/agent-proxy/delegate", delegateBody],
] as const)("POST %s", (_name, handler, url, body) => {
  test("401 says how to authenticate", async () => {
    const res = await call(handler, url, body, { authorization: null });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="harness"');
    expect(res.body.code).toBe("unauthorized");
  });

  test.each([["text/plain"], ["application/x-www-form-urlencoded"], [null]])(
    "a body sent as %s → 415, nothing logged",
    async (type) => {
      const before = await t.db.delegationRequest.count();
      const headers: Record<string, string> = { ...auth };
      if (type) headers["content-type"] = type;
      const res = await send(handler, new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        code: "unsupported_media_type",
        error: "Send the request body as JSON, with Content-Type: application/json.",
      });
      expect(await t.db.delegationRequest.count()).toBe(before);
    },
  );

  test("JSON with a charset parameter is JSON", async () => {
    const res = await send(
      handler,
      new Request(url, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(body),
      }),
    );
    expect(res.status).toBe(200);
  });

  test("bytes that are not UTF-8 → 400, not silently replaced", async () => {
    const before = await t.db.delegationRequest.count();
    const text = JSON.stringify({ ...body, message: "X", input: "X" });
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, -2)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(text.slice(-2)),
    ]);
    const res = await send(
      handler,
      new Request(url, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: bytes }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "invalid_encoding", error: "The request body is not valid UTF-8." });
    expect(await t.db.delegationRequest.count()).toBe(before);
  });

  test("a client's own X-Request-Id is kept and echoed; a malformed one is replaced", async () => {
    const own = await call(handler, url, body, { headers: { "x-request-id": "run-42.step_7" } });
    expect(own.requestId).toBe("run-42.step_7");
    const bad = await call(handler, url, body, { headers: { "x-request-id": "has spaces and ;" } });
    expect(bad.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a field error names the field, with its code", async () => {
    const res = await call(handler, url, { ...body, user: "" });
    expect(res).toMatchObject({
      status: 400,
      body: { code: "invalid_field", field: "user", error: 'Field "user" must not be empty.' },
    });
    const long = await call(handler, url, { ...body, user: "u".repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { code: "field_too_long", field: "user" } });
  });
});

describe("the injection's conditional answer", () => {
  const post = (headers: Record<string, string> = {}) =>
    send(
      injection.POST,
      new Request("http://test/api/harness/injection", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", ...headers },
        body: JSON.stringify(injectionBody),
      }),
    );

  test("carries no-store and an ETag; the same ETag in If-None-Match gets 304 without a body", async () => {
    const first = await post();
    expect(first.headers.get("cache-control")).toBe("no-store");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await post({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await post({ "if-none-match": `W/${etag}` })).status).toBe(304);
  });

  test("a changed answer has another ETag, so the old one gets the full answer", async () => {
    const etag = (await post()).headers.get("etag")!;
    const other = await send(
      injection.POST,
      new Request("http://test/api/harness/injection", {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", "if-none-match": etag },
        body: JSON.stringify({ ...injectionBody, message: "ask @no-such-expert" }),
      }),
    );
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });
});

test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a locked database → 503 with Retry-After, logged, and no row written (SQLite)",
  async () => {
    const file = process.env.DATABASE_URL!.replace(/^file:/, "");
    const holder = new Database(file);
    holder.exec("BEGIN EXCLUSIVE");
    try {
      const lines: string[] = [];
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write;
      const res = await call(
        delegate.POST,
        "http://test/api/agent-proxy/delegate",
        { ...delegateBody, input: "while locked" },
        { headers: { "x-request-id": "locked-1" } },
      ).finally(() => {
        process.stdout.write = write;
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.body).toEqual({ code: "unavailable", error: "The database is not answering. Try again shortly." });
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.requestId === "locked-1");
      // The log line carries the error's stack, not only its message.
      expect(logged).toMatchObject({
        level: "error",
        status: 503,
        code: "unavailable",
        stack: expect.stringContaining("\n    at "),
      });
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(await t.db.delegationRequest.count({ where: { input: "while locked" } })).toBe(0);
  },
  40_000,
);
