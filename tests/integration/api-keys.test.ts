import { describe, expect, test, vi } from "vitest";
import { apiDatabaseForFile, bearer, call, DELEGATE_URL, INJECTION_URL, send } from "../support/api";
import { at } from "@/lib/domain/at-index";

// rules §12 against the real route handlers, on SQLite and on PostgreSQL: who a machine client is,
// and what it may do. Every refusal writes nothing.
process.env.API_KEY_RATE_LIMIT = "1000/1m";
const t = await apiDatabaseForFile();
const injection = (await import("@/app/api/harness/injection/route")).POST;
const delegate = (await import("@/app/api/agent-proxy/delegate/route")).POST;
const metrics = (await import("@/app/api/metrics/route")).GET;
const keys = await import("@/lib/server/api-keys/manage");

type Scope = "harness:read" | "harness:delegate" | "metrics:read";
const personal = async (
  email = "bob@example.com",
  scopes: Scope[] = ["harness:read", "harness:delegate"],
  expiresAt: Date | null = null,
) => (await keys.createKeyForOperator(email, "personal", { name: "test", scopes, expiresAt })).key;
const runtime = async (scopes: Scope[] = ["harness:read", "harness:delegate"]) =>
  (await keys.createKeyForOperator("admin@example.com", "runtime", { name: "runtime", scopes, expiresAt: null })).key;
const logged = () => t.db.delegationRequest.count();
const task = { from: "e_sql", to: "e_contract", input: "Review the NDA." };

describe("a personal key acts only as its owner", () => {
  test("user may be left out (it means the owner) or name the owner, by id or email", async () => {
    const key = await personal();
    const asOwner = await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) });
    expect(asOwner.status).toBe(200);
    const byEmail = await call(
      injection,
      INJECTION_URL,
      { expert: "e_sql", user: "BOB@example.com" },
      { authorization: bearer(key) },
    );
    const byToken = await call(injection, INJECTION_URL, { expert: "e_sql", user: "u_bob" });
    expect(byEmail.body).toEqual(asOwner.body);
    expect(byToken.body).toEqual(asOwner.body);
  });

  test("naming anyone else is 403 key_user_mismatch, and nothing is logged", async () => {
    const key = await personal();
    const before = await logged();
    const other = await call(delegate, DELEGATE_URL, { ...task, user: "u_alice" }, { authorization: bearer(key) });
    expect(other).toMatchObject({
      status: 403,
      body: { error: "This key acts only for its owner", code: "key_user_mismatch", field: "user" },
    });
    expect(await logged()).toBe(before);
  });

  test("it cannot read another user's draft: not by naming them, not as itself", async () => {
    const key = await personal();
    const named = await call(
      injection,
      INJECTION_URL,
      { expert: "e_contract", user: "u_alice", version: "draft" },
      { authorization: bearer(key) },
    );
    expect(named.body.code).toBe("key_user_mismatch");
    const itself = await call(
      injection,
      INJECTION_URL,
      { expert: "e_contract", version: "draft" },
      { authorization: bearer(key) },
    );
    expect(itself).toMatchObject({
      status: 404,
      body: { error: "Expert not found or access denied", code: "expert_not_found_or_denied" },
    });
  });

  test("its delegations are logged with its prefix, as its owner", async () => {
    const key = await personal();
    const res = await call(delegate, DELEGATE_URL, task, { authorization: bearer(key) });
    const row = await t.db.delegationRequest.findFirstOrThrow({ where: { requestId: res.requestId! } });
    expect(row).toMatchObject({ userId: "u_bob", keyPrefix: key.slice(0, 12) });
  });
});

describe("a runtime key acts for the user a request names", () => {
  test("any user, by id or email; without a user it is 400 naming the field", async () => {
    const key = await runtime();
    expect(
      (
        await call(
          injection,
          INJECTION_URL,
          { expert: "e_sql", user: "carol@example.com" },
          { authorization: bearer(key) },
        )
      ).status,
    ).toBe(200);
    expect(await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) })).toMatchObject({
      status: 400,
      body: { code: "invalid_field", field: "user", error: 'Field "user" is required (a user id or email).' },
    });
  });
});

describe("scopes", () => {
  test("a key without the scope is 403 forbidden_scope on that endpoint only, and nothing is logged", async () => {
    const reader = await personal("bob@example.com", ["harness:read"]);
    const before = await logged();
    expect(await call(delegate, DELEGATE_URL, task, { authorization: bearer(reader) })).toMatchObject({
      status: 403,
      body: { code: "forbidden_scope", error: "This key does not have the scope harness:delegate." },
    });
    expect(await logged()).toBe(before);
    expect((await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(reader) })).status).toBe(
      200,
    );
    expect(
      (await send(metrics, new Request("http://test/api/metrics", { headers: { authorization: bearer(reader) } })))
        .status,
    ).toBe(403);
  });

  test("metrics:read reads the metrics, with the key's prefix on its requests", async () => {
    const reader = await runtime(["metrics:read", "harness:read"]);
    await call(injection, INJECTION_URL, { expert: "e_sql", user: "u_bob" }, { authorization: bearer(reader) });
    const res = await send(
      metrics,
      new Request("http://test/api/metrics", { headers: { authorization: bearer(reader) } }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      `expert_studio_api_key_requests_total{key="${reader.slice(0, 12)}",status="200"}`,
    );
  });
});

describe("keys that no longer work, or never did", () => {
  test("wrong, revoked, expired and malformed keys get the same 401, and nothing is logged", async () => {
    const revoked = await personal();
    const summary = (await keys.listAllKeys("operator", "bob@example.com")).find(
      (k) => k.prefix === revoked.slice(0, 12),
    )!;
    expect((await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(revoked) })).status).toBe(
      200,
    );
    await keys.revokeKey({ id: "u_bob", email: "bob@example.com", name: "Bob", role: "user" }, summary.id);
    const expired = await personal();
    await t.db.apiKey.updateMany({
      where: { prefix: expired.slice(0, 12) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const before = await logged();
    const answers = [];
    for (const credential of [revoked, expired, `esk_${"x".repeat(43)}`, "esk_short", `${revoked}x`]) {
      const res = await call(delegate, DELEGATE_URL, task, { authorization: bearer(credential) });
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="harness"');
      answers.push([res.status, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(at(answers, 0)[0]).toBe(401);
    expect(await logged()).toBe(before);
  });

  test("a disabled user's key is 403 User is disabled", async () => {
    const key = await personal("dave@example.com");
    await t.db.user.update({ where: { id: "u_dave" }, data: { disabledAt: new Date() } });
    try {
      expect(await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) })).toMatchObject({
        status: 403,
        body: { error: "User is disabled", code: "user_disabled" },
      });
    } finally {
      await t.db.user.update({ where: { id: "u_dave" }, data: { disabledAt: null } });
    }
  });
});

describe("managing keys", () => {
  test("the key itself is never stored, logged or audited; only its prefix and hash are", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation(
      (chunk: string | Uint8Array) => (lines.push(String(chunk)), true),
    );
    const key = await personal();
    await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) });
    await call(delegate, DELEGATE_URL, { ...task, user: "u_alice" }, { authorization: bearer(key) });
    vi.restoreAllMocks();
    const row = await t.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } });
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    const audit = await t.db.auditEvent.findMany({ where: { action: "api_key.create", subjectUserId: "u_bob" } });
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(key.slice(12));
    expect(lines.join("")).toContain(key.slice(0, 12));
    expect(lines.join("")).not.toContain(key.slice(12));
  });

  test("revocation is audited and takes effect on the very next request", async () => {
    const key = await personal();
    const id = (await t.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } })).id;
    expect((await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) })).status).toBe(
      200,
    );
    await expect(
      keys.revokeKey({ id: "u_alice", email: "alice@example.com", name: "Alice", role: "user" }, id),
    ).rejects.toThrow("No such API key.");
    await keys.revokeKeyByPrefix(key.slice(0, 12));
    expect((await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) })).status).toBe(
      401,
    );
    expect(
      await t.db.auditEvent.count({ where: { action: "api_key.revoke", subjectUserId: "u_bob" } }),
    ).toBeGreaterThan(0);
  });

  test("last use is kept to the minute", async () => {
    const key = await personal();
    await call(injection, INJECTION_URL, { expert: "e_sql" }, { authorization: bearer(key) });
    await vi.waitFor(async () =>
      expect((await t.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } })).lastUsedAt).not.toBeNull(),
    );
    const { lastUsedAt } = await t.db.apiKey.findFirstOrThrow({ where: { prefix: key.slice(0, 12) } });
    expect(lastUsedAt!.getTime() % 60_000).toBe(0);
    expect(Date.now() - lastUsedAt!.getTime()).toBeLessThan(61_000);
  });

  test("at most 20 active personal keys: the 21st is refused with a sentence and nothing written", async () => {
    await t.db.apiKey.deleteMany({ where: { ownerId: "u_carol" } });
    for (let i = 0; i < 20; i++) await personal("carol@example.com");
    const before = await t.db.apiKey.count();
    await expect(personal("carol@example.com")).rejects.toThrow(
      "You have 20 active keys, the most one person may hold. Revoke one before creating another.",
    );
    expect(await t.db.apiKey.count()).toBe(before);
  });

  test("an Idempotency-Key is its caller's own: two keys with one value are two requests", async () => {
    const [a, b] = [await personal(), await personal()];
    const body = { ...task, input: `shared idempotency ${Date.now()}` };
    const first = await call(delegate, DELEGATE_URL, body, {
      authorization: bearer(a),
      headers: { "idempotency-key": "same-value" },
    });
    const second = await call(delegate, DELEGATE_URL, body, {
      authorization: bearer(b),
      headers: { "idempotency-key": "same-value" },
    });
    expect(first.body.delegationId).not.toBe(second.body.delegationId);
    expect(await t.db.delegationRequest.count({ where: { input: body.input } })).toBe(2);
  });
});
