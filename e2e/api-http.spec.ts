import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

// SPEC §6.2 against the built server: methods Next cannot route never reach app code, so the
// server in front of it (server.ts) answers them, with the same JSON error body and `Allow`.
type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(baseURL: string, method: string, path: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d: string) => (body += d)).on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
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
    socket.on("data", (d) => (answer += d.toString("utf8"))).on("end", () => resolve(answer)).on("error", reject);
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
      expect(JSON.parse(res.body)).toEqual({ code: "method_not_allowed", error: `Method ${method} is not allowed on /api/harness/injection; it takes POST, OPTIONS.` });
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
      expect(JSON.parse(res.body)).toEqual({ code: "not_found", error: "No such endpoint. The harness API is described at /api/openapi.json." });
    }
  });

  test("a page that does not exist is still the HTML 404 page", async ({ baseURL }) => {
    const res = await send(baseURL!, "GET", "/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});
