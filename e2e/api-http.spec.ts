import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_HARNESS_TOKEN } from "../playwright.config";
import { expectDefined } from "../tests/support/defined";

// rules §6.2 against the built server: methods Next cannot route never reach app code, so the
// server in front of it (server.ts) answers them, with the same JSON error body and `Allow`.
type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(baseURL: string, method: string, path: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method }, (res) => {
      let body = "";
      res
        .setEncoding("utf8")
        .on("data", (d: string) => (body += d))
        .on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject).end();
  });
}

/** A request line Node's own client would refuse to send, written on the socket. */
function sendRaw(baseURL: string, line: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let answer = "";
    socket
      .on("data", (d) => (answer += d.toString("utf8")))
      .on("end", () => resolve(answer))
      .on("error", reject);
    socket.write(`${line}\r\nHost: ${hostname}\r\n\r\n`);
  });
}

test.describe("methods and paths the API does not have", () => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
    test(`${method} on the injection endpoint is a JSON 405 with Allow`, async ({ baseURL }) => {
      const res = await send(baseURL!, method, "/api/harness/injection");
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("POST, OPTIONS");
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-request-id"]).toBeTruthy();
      expect(JSON.parse(res.body)).toEqual({
        code: "method_not_allowed",
        error: `Method ${method} is not allowed on /api/harness/injection; it takes POST, OPTIONS.`,
      });
    });
  }

  test("TRACE on a page and on health are 405 too, never the framework's 500", async ({ baseURL }) => {
    expect((await send(baseURL!, "TRACE", "/studio")).status).toBe(405);
    const health = await send(baseURL!, "TRACE", "/api/health");
    expect(health.status).toBe(405);
    expect(health.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  test("a method no HTTP parser knows is a JSON 405 naming it", async ({ baseURL }) => {
    const answer = await sendRaw(baseURL!, "FOO /api/agent-proxy/delegate HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: POST, OPTIONS\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      code: "method_not_allowed",
      error: "Method FOO is not allowed on /api/agent-proxy/delegate; it takes POST, OPTIONS.",
    });
  });

  test("an unknown path under /api/ is a JSON 404, for any method", async ({ baseURL }) => {
    for (const method of ["GET", "POST", "TRACE"]) {
      const res = await send(baseURL!, method, "/api/harness/injections");
      expect(res.status, method).toBe(404);
      expect(JSON.parse(res.body)).toEqual({
        code: "not_found",
        error: "No such endpoint. The harness API is described at /api/openapi.json.",
      });
    }
  });

  test("a page that does not exist is still the HTML 404 page", async ({ baseURL }) => {
    const res = await send(baseURL!, "GET", "/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});

test.describe("the machine API's lean path (ARCHITECTURE.md)", () => {
  test("machine endpoints are served by server.ts itself, pages by Next", async ({ request }) => {
    const token = { authorization: `Bearer ${E2E_HARNESS_TOKEN}` };
    const injection = await request.post("/api/harness/injection", {
      headers: token,
      data: { user: "bob@example.com", expert: "sql-analyst" },
    });
    expect(injection.status()).toBe(200);
    expect(injection.headers()["x-served-by"]).toBe("lean");
    expect(injection.headers()["x-content-type-options"]).toBe("nosniff");
    expect(injection.headers()["content-security-policy"]).toBeTruthy();
    // The stamp-checked ETag: the same request with it is a 304 without a body.
    const again = await request.post("/api/harness/injection", {
      headers: { ...token, "if-none-match": expectDefined(injection.headers().etag, "an ETag") },
      data: { user: "bob@example.com", expert: "sql-analyst" },
    });
    expect(again.status()).toBe(304);
    expect(again.headers()["x-served-by"]).toBe("lean");
    const delegate = await request.post("/api/agent-proxy/delegate", {
      headers: { ...token, "x-request-id": "lean-e2e-1" },
      data: { user: "bob@example.com", from: "sql-analyst", to: "contract-review", input: "Check clause 4." },
    });
    expect(delegate.status()).toBe(200);
    expect(delegate.headers()["x-served-by"]).toBe("lean");
    expect(delegate.headers()["x-request-id"]).toBe("lean-e2e-1");
    for (const path of ["/api/health", "/api/openapi.json"])
      expect((await request.get(path)).headers()["x-served-by"], path).toBe("lean");
    const refused = await request.put("/api/harness/injection");
    expect(refused.status()).toBe(405);
    expect(refused.headers()["x-served-by"]).toBe("lean");
    const page = await request.get("/sign-in");
    expect(page.status()).toBe(200);
    expect(page.headers()["x-served-by"]).toBeUndefined();
  });
});

test.describe("bodies on the lean path", () => {
  function post(baseURL: string, body: string, headers: Record<string, string>): Promise<Raw> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        new URL("/api/harness/injection", baseURL),
        {
          method: "POST",
          headers: { authorization: `Bearer ${E2E_HARNESS_TOKEN}`, "content-type": "application/json", ...headers },
        },
        (res) => {
          let text = "";
          res
            .setEncoding("utf8")
            .on("data", (d: string) => (text += d))
            .on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }
  const body = JSON.stringify({ user: "bob@example.com", expert: "sql-analyst" });

  test("a chunked body is read as a whole", async ({ baseURL }) => {
    const res = await post(baseURL!, body, { "transfer-encoding": "chunked" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).expert.slug).toBe("sql-analyst");
  });

  test("a declared body past 1 MB is a 413 that closes the connection", async ({ baseURL }) => {
    const res = await post(baseURL!, " ".repeat(1024 * 1024 + 1), {});
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual({ code: "body_too_large", error: "Request body too large (limit 1 MB)" });
  });
});
