import { describe, expect, test } from "vitest";
import { windowStartOf } from "@/lib/domain/rate-limit";
import { testDatabaseForFile } from "../support/action-test-env";

// The sign-in / sign-up limiter against a real SQLite file (issue 9): counts live in the
// database, so another client of the same file (another instance) sees them.
const t = await testDatabaseForFile("empty");
const limits = await import("@/lib/server/auth/rate-limits");

const NOW = Date.UTC(2026, 10, 30, 12, 3, 0);
const ACCOUNT = { limit: 10, windowSeconds: 900 };
const fail = async (bucket: string, now = NOW, rule = ACCOUNT) =>
  limits.takeAttempt("sign-in", [{ bucket, rule }], now);

describe("takeAttempt", () => {
  // 12:03 in a 12:00–12:15 window: ten attempts here weigh 9 or less from 12:16:30 on (13.5 minutes).
  test("ten failures pass, the eleventh is refused with a sentence saying when to retry, and is not kept", async () => {
    for (let i = 0; i < 10; i++) expect((await fail("t:ten")).allowed).toBe(true);
    const refused = await fail("t:ten");
    expect(refused).toEqual({
      allowed: false,
      retryAfterSeconds: 810,
      message: "Too many sign-in attempts. Try again in 14 minutes.",
    });
    const row = await t.db.rateLimitCounter.findFirstOrThrow({ where: { bucket: "t:ten" } });
    expect(row.count).toBe(10);
  });

  test("refunded attempts (successful sign-ins) do not count", async () => {
    for (let i = 0; i < 30; i++) {
      const attempt = await fail("t:refund");
      expect(attempt.allowed).toBe(true);
      if (attempt.allowed) await attempt.refund();
    }
    expect((await t.db.rateLimitCounter.findFirstOrThrow({ where: { bucket: "t:refund" } })).count).toBe(0);
  });

  test("a burst of 40 parallel attempts lets exactly 10 through", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => fail("t:burst")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  test("counts written by another client of the database apply here", async () => {
    const other = t.db; // a second Prisma client on the same file, as a second instance would be
    await other.rateLimitCounter.create({
      data: { bucket: "t:shared", windowStart: new Date(windowStartOf(ACCOUNT, NOW)), count: 10 },
    });
    expect((await fail("t:shared")).allowed).toBe(false);
  });

  test("the previous window weighs in until it has slid out", async () => {
    const start = windowStartOf(ACCOUNT, NOW);
    await t.db.rateLimitCounter.create({
      data: { bucket: "t:slide", windowStart: new Date(start - 900_000), count: 10 },
    });
    expect((await fail("t:slide", start + 10_000)).allowed).toBe(false);
    expect((await fail("t:slide", start + 200_000)).allowed).toBe(true);
  });

  test("a refusal is counted in the metrics by what was limited", async () => {
    const { metrics } = await import("@/lib/server/metrics");
    const refusals = async () =>
      (await metrics.rateLimited.get()).values.find((v) => v.labels.limit === "sign-up:address")?.value ?? 0;
    const before = await refusals();
    const rule = { limit: 1, windowSeconds: 900 };
    await limits.takeAttempt("sign-up", [{ bucket: "sign-up:address:192.0.2.99", rule }], NOW);
    expect((await limits.takeAttempt("sign-up", [{ bucket: "sign-up:address:192.0.2.99", rule }], NOW)).allowed).toBe(
      false,
    );
    expect(await refusals()).toBe(before + 1);
  });

  test("refused when any of the limits is reached, and then none of them keeps the attempt", async () => {
    const address = { bucket: "t:address", rule: { limit: 3, windowSeconds: 900 } };
    for (let i = 0; i < 3; i++)
      expect(
        (await limits.takeAttempt("sign-in", [{ bucket: `t:acct-${i}`, rule: ACCOUNT }, address], NOW)).allowed,
      ).toBe(true);
    const refused = await limits.takeAttempt("sign-in", [{ bucket: "t:acct-new", rule: ACCOUNT }, address], NOW);
    expect(refused.allowed).toBe(false);
    expect((await t.db.rateLimitCounter.findFirstOrThrow({ where: { bucket: "t:acct-new" } })).count).toBe(0);
  });

  test("a rule switched off counts nothing", async () => {
    for (let i = 0; i < 20; i++)
      expect((await limits.takeAttempt("sign-up", [{ bucket: "t:off", rule: "off" }], NOW)).allowed).toBe(true);
    expect(await t.db.rateLimitCounter.count({ where: { bucket: "t:off" } })).toBe(0);
  });

  test("windows too old to matter are deleted", async () => {
    await t.db.rateLimitCounter.create({
      data: { bucket: "t:ancient", windowStart: new Date(NOW - 3 * 3600_000), count: 5 },
    });
    await fail("t:any");
    expect(await t.db.rateLimitCounter.count({ where: { bucket: "t:ancient" } })).toBe(0);
  });
});

describe("buckets", () => {
  test("an account is keyed by its normalised email, hashed; an address as given", () => {
    const [account, address] = limits.signInLimits(" Alice@Example.com ", "203.0.113.9");
    expect(account.bucket).toBe(limits.signInLimits("alice@example.com", "x")[0].bucket);
    expect(account.bucket).toMatch(/^sign-in:account:[0-9a-f]{64}$/);
    expect(address.bucket).toBe("sign-in:address:203.0.113.9");
    expect(account.rule).toEqual({ limit: 10, windowSeconds: 900 });
    expect(limits.signUpLimits("a@b.c", "x")[1].rule).toEqual({ limit: 20, windowSeconds: 3600 });
  });
});
