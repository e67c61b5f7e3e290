import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

// Outside a Next.js request there are no request headers: the client address is set here.
const request = vi.hoisted(() => ({ forwardedFor: "192.0.2.10" }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  headers: async () => new Headers({ "x-forwarded-for": request.forwardedFor }),
}));

let t: TestDatabase;
let signUpAction: typeof import("@/app/sign-up/actions").signUpAction;

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.DATABASE_URL = t.url;
  process.env.HARNESS_TOKEN = "test-harness-token-0123456789";
  process.env.NEXTAUTH_SECRET = "test-secret-0123456789-abcdef";
  ({ signUpAction } = await import("@/app/sign-up/actions"));
});
afterAll(() => t.cleanup());

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("signUpAction", () => {
  test.each([
    ["a blank name", { name: "  ", email: "x@example.com", password: "long-enough-pw" }, "name", "Enter your name."],
    ["a bad email", { name: "X", email: "nope", password: "long-enough-pw" }, "email", "Enter a valid email address."],
    ["a short password", { name: "X", email: "x@example.com", password: "short" }, "password", "Use at least 10 characters."],
  ])("refuses %s with a field error and writes nothing", async (_case, fields, field, message) => {
    const state = await signUpAction({ status: "idle" }, form(fields));
    expect(state.status).toBe("error");
    if (state.status !== "error") return;
    expect(state.fieldErrors?.[field as "name"]).toEqual([message]);
    expect(JSON.stringify(state)).not.toContain(fields.password);
    expect(await t.db.user.count()).toBe(0);
  });

  test("creates the account with a hashed password, then refuses the same email", async () => {
    const ok = await signUpAction({ status: "idle" }, form({ name: "Ada", email: "Ada@Example.com", password: "correct horse battery" }));
    expect(ok).toEqual({ status: "ok", email: "ada@example.com" });
    const row = await t.db.user.findUniqueOrThrow({ where: { email: "ada@example.com" }, select: { passwordHash: true, role: true } });
    expect(row.role).toBe("user");
    expect(row.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(row.passwordHash).not.toContain("correct horse");

    const again = await signUpAction({ status: "idle" }, form({ name: "Ada 2", email: "ada@example.com", password: "another password" }));
    expect(again).toMatchObject({ status: "error", fieldErrors: { email: ["An account with this email already exists."] } });
    expect(await t.db.user.count()).toBe(1);
  });

  test("past the per-address limit a sign-up is refused with a sentence saying when to retry, and nothing is written", async () => {
    request.forwardedFor = "198.51.100.20";
    const before = await t.db.user.count();
    for (let i = 0; i < 20; i++) {
      const state = await signUpAction({ status: "idle" }, form({ name: `U${i}`, email: `flood-${i}@example.com`, password: "a-long-password" }));
      expect(state.status).toBe("ok");
    }
    const refused = await signUpAction({ status: "idle" }, form({ name: "U21", email: "flood-21@example.com", password: "a-long-password" }));
    expect(refused).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many sign-up attempts\. Try again in \d+ (minutes?|hours?)\.$/) });
    expect(await t.db.user.count()).toBe(before + 20);
    expect(await t.db.user.count({ where: { email: "flood-21@example.com" } })).toBe(0);

    request.forwardedFor = "198.51.100.21";
    const elsewhere = await signUpAction({ status: "idle" }, form({ name: "U22", email: "flood-22@example.com", password: "a-long-password" }));
    expect(elsewhere.status).toBe("ok");
  }, 60_000);

  test("past the per-email limit, attempts on one email are refused from any address", async () => {
    for (let i = 0; i < 10; i++) {
      request.forwardedFor = `203.0.113.${i}`;
      const state = await signUpAction({ status: "idle" }, form({ name: "Probe", email: "probe@example.com", password: "a-long-password" }));
      if (i === 0) expect(state.status).toBe("ok");
      else expect(state).toMatchObject({ status: "error", fieldErrors: { email: ["An account with this email already exists."] } });
    }
    request.forwardedFor = "203.0.113.200";
    const refused = await signUpAction({ status: "idle" }, form({ name: "Probe", email: "PROBE@example.com", password: "a-long-password" }));
    expect(refused).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many sign-up attempts/) });
    expect(refused).not.toHaveProperty("fieldErrors");
  }, 60_000);
});
