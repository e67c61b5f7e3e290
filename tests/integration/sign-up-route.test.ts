import { describe, expect, test, vi } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";

// POST /api/auth/sign-up against a real database file: validation, a taken email, and the
// sign-up rate limits answered as HTTP 429 with Retry-After (issue 9).
const t = await testDatabaseForFile("empty");
const { POST } = await import("@/app/api/auth/sign-up/route");

type Answer = { email?: string; error?: string; fieldErrors?: Record<string, string[]> };
type Options = { address?: string; headers?: Record<string, string>; raw?: string };

async function signUp(body: Record<string, unknown>, { address = "192.0.2.10", headers = {}, raw }: Options = {}) {
  const request = new Request("http://app.test/api/auth/sign-up", {
    method: "POST",
    headers: { "content-type": "application/json", host: "app.test", "x-forwarded-for": address, ...headers },
    body: raw ?? JSON.stringify(body),
  });
  const response = await POST(request);
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Answer,
  };
}

const LIMITED = /^Too many sign-up attempts\. Try again in \d+ (minutes?|hours?)\.$/;

describe("POST /api/auth/sign-up", () => {
  test.each([
    ["a blank name", { name: "  ", email: "x@example.com", password: "long-enough-pw" }, "name", "Enter your name."],
    ["a bad email", { name: "X", email: "nope", password: "long-enough-pw" }, "email", "Enter a valid email address."],
    [
      "a short password",
      { name: "X", email: "x@example.com", password: "short-pw" },
      "password",
      "Use at least 10 characters.",
    ],
    ["a missing password", { name: "X", email: "x@example.com" }, "password", "Enter a password."],
  ])(
    "refuses %s with 400 and the field's sentence, never echoing the password, writing nothing",
    async (_case, fields, field, message) => {
      const answer = await signUp(fields);
      expect(answer).toMatchObject({
        status: 400,
        body: { error: "Please fix the fields below.", fieldErrors: { [field]: [message] } },
      });
      if ("password" in fields) expect(JSON.stringify(answer.body)).not.toContain(fields.password);
      expect(await t.db.user.count()).toBe(0);
    },
  );

  test.each([
    ["not JSON", "{name:", 400, "The request body is not valid JSON."],
    ["a JSON array", "[]", 400, "The request body must be a JSON object."],
    [
      "past 16 KB",
      JSON.stringify({ name: "X", email: "x@example.com", password: "p".repeat(17_000) }),
      413,
      "Request body too large (limit 16 KB)",
    ],
  ])("refuses a body %s with %i", async (_case, raw, status, error) => {
    expect(await signUp({}, { raw })).toMatchObject({ status, body: { error } });
    expect(await t.db.user.count()).toBe(0);
  });

  test("a page on another site cannot post here; nothing is written", async () => {
    const answer = await signUp(
      { name: "X", email: "cross@example.com", password: "long-enough-pw" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(answer).toMatchObject({ status: 403, body: { error: "Sign up from this site's own sign-up page." } });
    expect(await t.db.user.count()).toBe(0);
  });

  test("creates the account with a hashed password (201), then answers 409 for the same email in any case", async () => {
    const ok = await signUp(
      { name: "Ada", email: "Ada@Example.com", password: "correct horse battery" },
      { headers: { origin: "http://app.test" } },
    );
    expect(ok).toEqual({ status: 201, retryAfter: null, body: { email: "ada@example.com" } });
    const row = await t.db.user.findUniqueOrThrow({
      where: { email: "ada@example.com" },
      select: { passwordHash: true, role: true, name: true },
    });
    expect(row).toMatchObject({ role: "user", name: "Ada" });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$10\$/);

    const again = await signUp({ name: "Ada 2", email: "ADA@example.com", password: "another password" });
    expect(again).toEqual({
      status: 409,
      retryAfter: null,
      body: {
        error: "Please fix the fields below.",
        fieldErrors: { email: ["An account with this email already exists."] },
      },
    });
    expect(await t.db.user.count()).toBe(1);
  });

  test("each answer is one log line with the route and status, and never the password or the email", async () => {
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      await signUp({ name: "Logged", email: "logged@example.com", password: "secret-pass-123" });
      await signUp({ name: "Logged", email: "logged@example.com", password: "secret-pass-456" });
      await signUp({ name: "", email: "logged@example.com", password: "secret-pass-789" });
      const lines = out.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((line) => line.includes("api_request"))
        .map((line) => JSON.parse(line));
      expect(lines.map((l) => [l.route, l.status, l.code])).toEqual([
        ["POST /api/auth/sign-up", 201, undefined],
        ["POST /api/auth/sign-up", 409, "conflict:email_taken"],
        ["POST /api/auth/sign-up", 400, "bad_request:input"],
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/secret-pass|logged@example\.com/);
    } finally {
      out.mockRestore();
    }
  });

  test("two sign-ups for one email at once: one account, the other answer is the taken-email 409", async () => {
    const both = await Promise.all(
      [1, 2].map((i) =>
        signUp(
          { name: `Twin ${i}`, email: "twin@example.com", password: "a-long-password" },
          { address: `192.0.2.${30 + i}` },
        ),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.db.user.count({ where: { email: "twin@example.com" } })).toBe(1);
  });

  test("past the per-address limit: 429 with Retry-After and the sentence, nothing written; another address still signs up", async () => {
    const before = await t.db.user.count();
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await signUp(
            { name: `U${i}`, email: `flood-${i}@example.com`, password: "a-long-password" },
            { address: "198.51.100.20" },
          )
        ).status,
      ).toBe(201);
    }
    const refused = await signUp(
      { name: "U21", email: "flood-21@example.com", password: "a-long-password" },
      { address: "198.51.100.20" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toEqual({ error: expect.stringMatching(LIMITED) });
    expect(await t.db.user.count()).toBe(before + 20);
    expect(await t.db.user.count({ where: { email: "flood-21@example.com" } })).toBe(0);

    expect(
      (
        await signUp(
          { name: "U22", email: "flood-22@example.com", password: "a-long-password" },
          { address: "198.51.100.21" },
        )
      ).status,
    ).toBe(201);
  }, 60_000);

  test("past the per-email limit, attempts on one email get 429 from any address, with no hint that it is taken", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await signUp(
        { name: "Probe", email: "probe@example.com", password: "a-long-password" },
        { address: `203.0.113.${i}` },
      );
      expect(answer.status).toBe(i === 0 ? 201 : 409);
    }
    const refused = await signUp(
      { name: "Probe", email: "PROBE@example.com", password: "a-long-password" },
      { address: "203.0.113.200" },
    );
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(LIMITED) } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).not.toHaveProperty("fieldErrors");
  }, 60_000);
});
