import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

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
});
