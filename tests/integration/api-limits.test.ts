import { beforeAll, describe, expect, test } from "vitest";
import type { toInjectionResponse } from "@/lib/server/api/injection-response";
import { HARNESS_TOKEN, call, apiDatabaseForFile, send } from "../support/api";
import { countingStream } from "../support/streamed-body";

// rules §6.1 against the real route handlers and a real SQLite file: every refusal stores nothing.
type InjectionBody = ReturnType<typeof toInjectionResponse> & { error?: string };
type Handler = (request: Request) => Response | Promise<Response>;

const t = await apiDatabaseForFile();
const inject = (await import("@/app/api/harness/injection/route")).POST;
const delegate = (await import("@/app/api/agent-proxy/delegate/route")).POST;

const INJECTION_URL = "http://test/api/harness/injection";
const DELEGATE_URL = "http://test/api/agent-proxy/delegate";
const injectionBody = { user: "u_bob", expert: "e_sql" };
const delegateBody = { user: "u_bob", from: "e_sql", to: "e_contract", input: "Review the attached NDA." };
const logged = () => t.db.delegationRequest.count();
const MB = 1024 * 1024;
const TOO_LARGE = { error: "Request body too large (limit 1 MB)", code: "body_too_large" };

function post(handler: Handler, url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const init = {
    method: "POST",
    body,
    duplex: "half",
    headers: { authorization: `Bearer ${HARNESS_TOKEN}`, "content-type": "application/json", ...headers },
  };
  return send(handler, new Request(url, init as RequestInit));
}

describe.each([
  ["injection", () => inject, INJECTION_URL],
  ["delegate", () => delegate, DELEGATE_URL],
] as const)("the 1 MB body cap on %s", (_name, handler, url) => {
  test("a declared Content-Length past 1 MB is refused with 413 before a byte is read", async () => {
    const { stream, pulled } = countingStream(5 * MB);
    const before = await logged();
    const res = await post(handler(), url, stream, { "content-length": String(5 * MB) });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(pulled.bytes).toBe(0);
    expect(await logged()).toBe(before);
  });

  test("a chunked body is counted as it streams and cut just past 1 MB", async () => {
    const { stream, pulled } = countingStream(50 * MB);
    const before = await logged();
    const res = await post(handler(), url, stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(pulled.bytes).toBeGreaterThan(MB);
    expect(pulled.bytes).toBeLessThanOrEqual(MB + 128 * 1024);
    expect(await logged()).toBe(before);
  });

  test("a body of exactly 1 MB is read (and judged on its content)", async () => {
    const json = JSON.stringify(url === INJECTION_URL ? injectionBody : delegateBody);
    const res = await post(handler(), url, json.padEnd(MB, " "));
    expect(res.status).toBe(200);
  });
});

describe("field limits: 400 naming the field and its limit, nothing stored", () => {
  const long = (n: number) => "a".repeat(n);
  test.each([
    ["user", { user: long(201) }, /^Field "user" must be at most 200 characters/],
    ["expert", { expert: long(201) }, /^Field "expert" must be at most 200 characters/],
    ["message", { message: long(100_001) }, /^Field "message" must be at most 100,000 characters/],
  ])("injection %s", async (_field, patch, error) => {
    const res = await call(inject, INJECTION_URL, { ...injectionBody, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(error);
  });

  test.each([
    ["user", { user: long(201) }, /^Field "user" must be at most 200 characters/],
    ["from", { from: long(201) }, /^Field "from" must be at most 200 characters/],
    ["to", { to: `e_${long(300)}` }, /^Field "to" must be at most 200 characters/],
    ["input", { input: long(200_001) }, /^Field "input" must be at most 200,000 characters/],
    ["a chain entry", { chain: ["e_sql", long(201)] }, /^Field "chain\.1" must be at most 200 characters/],
    [
      "chain",
      { chain: Array.from({ length: 995 }, (_, i) => `e_${i}`) },
      /^Field "chain" must hold at most 64 entries\.$/,
    ],
  ])("delegate %s", async (_field, patch, error) => {
    const before = await logged();
    const res = await call(delegate, DELEGATE_URL, { ...delegateBody, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(error);
    expect(await logged()).toBe(before);
  });

  test("every field at its limit is accepted, and the logged row stays bounded", async () => {
    const chain = Array.from({ length: 64 }, (_, i) => `${"x".repeat(195)}-${String(i).padStart(3, "0")}`);
    const res = await call(delegate, DELEGATE_URL, { ...delegateBody, input: long(200_000), chain });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("failed");
    const row = await t.db.delegationRequest.findFirstOrThrow({ where: { requestId: res.requestId! } });
    expect(row.chain).toEqual(chain);
    const stored = JSON.stringify(row).length;
    expect(stored).toBeLessThan(MB);
    expect(row.input.length).toBeLessThan(200_000);
    expect(long(200_000).startsWith(row.input)).toBe(true);
  });
});

describe("a disabled user: 403 on both endpoints, nothing logged", () => {
  beforeAll(async () => {
    await t.db.user.update({ where: { id: "u_dave" }, data: { disabledAt: new Date() } });
  });

  test("injection", async () => {
    const res = await call(inject, INJECTION_URL, { user: "dave@example.com", expert: "e_sql" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "User is disabled", code: "user_disabled" });
  });

  test("delegate", async () => {
    const before = await logged();
    const res = await call(delegate, DELEGATE_URL, { ...delegateBody, user: "u_dave" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "User is disabled", code: "user_disabled" });
    expect(await logged()).toBe(before);
  });

  test("an unknown user is still 404, checked first", async () => {
    expect((await call(inject, INJECTION_URL, { user: "nobody@example.com", expert: "e_sql" })).status).toBe(404);
    expect((await call(delegate, DELEGATE_URL, { ...delegateBody, user: "nobody" })).body).toEqual({
      error: "User not found",
      code: "user_not_found",
    });
  });
});

describe("mentions: only the first 50 distinct are considered", () => {
  test("51 distinct mentions report mentionsIgnored 1; 50 or fewer omit it", async () => {
    const mentions = (n: number) => Array.from({ length: n }, (_, i) => `@ghost-${i}`).join(" ");
    const over = await call<InjectionBody>(inject, INJECTION_URL, {
      ...injectionBody,
      message: `${mentions(51)} @ghost-0`,
    });
    expect(over.status).toBe(200);
    expect(over.body.mentionsIgnored).toBe(1);
    expect(over.body.rosterReport.filter((r) => r.via === "mention")).toHaveLength(50);
    const at = await call<InjectionBody>(inject, INJECTION_URL, { ...injectionBody, message: mentions(50) });
    expect(at.body).not.toHaveProperty("mentionsIgnored");
    expect(at.body.rosterReport.filter((r) => r.via === "mention")).toHaveLength(50);
  });

  test("a 100,000-character message of mentions answers quickly with a small body", async () => {
    const message = Array.from({ length: 12_500 }, (_, i) => `@m${String(i).padStart(5, "0")} `).join("");
    expect(message).toHaveLength(100_000);
    const started = Date.now();
    const res = await post(inject, INJECTION_URL, JSON.stringify({ ...injectionBody, message }));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).mentionsIgnored).toBe(12_450);
    expect(text.length).toBeLessThan(200_000);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
