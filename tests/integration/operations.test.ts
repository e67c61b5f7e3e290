import { afterEach, describe, expect, test, vi } from "vitest";
import { call, HARNESS_TOKEN, apiDatabaseForFile, send } from "../support/api";

await apiDatabaseForFile();
const { POST: injection } = await import("@/app/api/harness/injection/route");
const { POST: delegate } = await import("@/app/api/agent-proxy/delegate/route");
const metricsRoute = await import("@/app/api/metrics/route");
const health = await import("@/app/api/health/route");
afterEach(() => vi.restoreAllMocks());

const scrape = (authorization?: string) =>
  send(metricsRoute.GET, new Request("http://test/api/metrics", { headers: authorization ? { authorization } : {} }));

describe("GET /api/metrics", () => {
  test("refuses a caller without the token", async () => {
    for (const refused of [await scrape(), await scrape("Bearer wrong-token-0000000000")]) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="harness"');
      expect(await refused.json()).toMatchObject({ code: "unauthorized" });
    }
  });

  test("counts requests per route and status, delegations by outcome and cause, and injection size", async () => {
    await call(injection, "http://test/api/harness/injection", { user: "u_bob", expert: "e_sql" });
    await call(injection, "http://test/api/harness/injection", { user: "u_bob", expert: "no-such-expert" });
    await call(delegate, "http://test/api/agent-proxy/delegate", {
      user: "u_bob",
      from: "e_sql",
      to: "e_grant",
      input: "x",
    });
    const res = await scrape(`Bearer ${HARNESS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(
      /expert_studio_http_requests_total\{route="POST \/api\/harness\/injection",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /expert_studio_http_requests_total\{route="POST \/api\/harness\/injection",status="404"\} [1-9]/,
    );
    expect(text).toMatch(/expert_studio_delegations_total\{outcome="failed",cause="not_delegatable"\} [1-9]/);
    expect(text).toMatch(/expert_studio_injection_tokens_count [1-9]/);
    expect(text).toMatch(/expert_studio_http_request_duration_seconds_bucket/);
  });
});

describe("GET /api/health", () => {
  test("checks the database and names the engine", async () => {
    const res = await send(health.GET, new Request("http://test/api/health"));
    expect(res.status).toBe(200);
    const engine = process.env.DATABASE_URL?.startsWith("file:") ? "sqlite" : "postgresql";
    expect(await res.json()).toMatchObject({ status: "ok", database: { engine, ok: true, ms: expect.any(Number) } });
  });
});

describe("structured logs", () => {
  test("every harness API line is JSON with the request id the response carries", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk: string | Uint8Array) => (lines.push(String(chunk)), true),
    );
    const res = await call(injection, "http://test/api/harness/injection", { user: "u_bob", expert: "e_sql" });
    vi.restoreAllMocks();
    const entries = lines.flatMap((l) => l.trim().split("\n")).map((l) => JSON.parse(l));
    const mine = entries.filter((e) => e.requestId === res.requestId);
    expect(mine).toEqual([
      expect.objectContaining({
        level: "info",
        event: "api_request",
        route: "POST /api/harness/injection",
        status: 200,
        time: expect.any(String),
      }),
    ]);
  });
});
