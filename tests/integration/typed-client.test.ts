import createClient from "openapi-fetch";
import { expect, test } from "vitest";
import type { paths } from "../contract/harness-api-types";
import { HARNESS_TOKEN, apiDatabaseForFile, send } from "../support/api";
import { expectDefined } from "../support/defined";

// A client written from the document alone (rules §6.2): openapi-typescript's types and openapi-fetch,
// no casts. Every endpoint is called through it; the route handlers answer, checked against the document.
await apiDatabaseForFile();
type Handler = (request: Request) => Response | Promise<Response>;
const routes: Record<string, { GET: Handler; POST: Handler }> = {
  "/api/harness/injection": await import("@/app/api/harness/injection/route"),
  "/api/agent-proxy/delegate": await import("@/app/api/agent-proxy/delegate/route"),
  "/api/health": await import("@/app/api/health/route"),
  "/api/metrics": await import("@/app/api/metrics/route"),
  "/api/openapi.json": await import("@/app/api/openapi.json/route"),
};

const client = createClient<paths>({
  baseUrl: "http://test",
  headers: { authorization: `Bearer ${HARNESS_TOKEN}` },
  fetch: (request: Request) => {
    const { pathname } = new URL(request.url);
    const route = expectDefined(routes[pathname], `a route handler for ${pathname}`);
    return send(request.method === "GET" ? route.GET : route.POST, request);
  },
});

test("the injection, typed", async () => {
  const { data, error, response } = await client.POST("/api/harness/injection", {
    body: { expert: "sql-analyst", user: "bob@example.com", message: "ask @contract-review" },
  });
  expect(error).toBeUndefined();
  expect(data?.expert.slug).toBe("sql-analyst");
  expect(data?.roster.map((r) => r.slug)).toContain("contract-review");
  const etag = response.headers.get("etag") ?? "";
  const again = await client.POST("/api/harness/injection", {
    body: { expert: "sql-analyst", user: "bob@example.com", message: "ask @contract-review" },
    headers: { "If-None-Match": etag },
  });
  expect(again.response.status).toBe(304);
});

test("an error is typed with its code", async () => {
  const { data, error } = await client.POST("/api/harness/injection", {
    body: { expert: "sql-analyst", user: "nobody@example.com" },
  });
  expect(data).toBeUndefined();
  expect(error?.code).toBe("user_not_found");
  expect(error?.error).toBe("User not found");
});

test("the delegate answer narrows on status", async () => {
  const accepted = await client.POST("/api/agent-proxy/delegate", {
    body: { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review clause 4." },
    headers: { "Idempotency-Key": "typed-client-1" },
  });
  const refused = await client.POST("/api/agent-proxy/delegate", {
    body: { user: "u_bob", from: "e_sql", to: "e_grant", input: "Draft it." },
  });
  const describe = (answer: typeof accepted.data) => {
    if (!answer) return "no answer";
    if (answer.status === "failed") return `${answer.code}: ${answer.error}`;
    return `accepted as ${answer.delegationId.slice(0, 1)}`;
  };
  expect(describe(accepted.data)).toBe("accepted as d");
  expect(describe(refused.data)).toBe("not_delegatable: Expert is not delegatable");
});

test("health, metrics and the document", async () => {
  const health = await client.GET("/api/health");
  expect(health.data?.status).toBe("ok");
  const metrics = await client.GET("/api/metrics", { parseAs: "text" });
  expect(metrics.data).toMatch(/expert_studio_http_requests_total/);
  const doc = await client.GET("/api/openapi.json");
  expect(doc.data).toMatchObject({ openapi: "3.1.0" });
});
