import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

const now = new Date("2026-06-15T12:00:00Z");
const day = (d: number, h = 10) => new Date(Date.UTC(2026, 5, d, h));

const t = await testDatabaseForFile();
const analytics = await import("@/lib/server/studio/analytics");
beforeAll(async () => {
  // alice owns e_contract. Callers: e_sql (carol's, published), e_hr_policy (dave's draft: private to alice).
  const row = (
    createdAt: Date,
    fromId: string,
    toId: string,
    status: "accepted" | "failed",
    cause: string | null = null,
  ) => ({
    requestId: "r",
    userRef: "u_bob",
    userId: "u_bob",
    fromRef: fromId,
    toRef: toId,
    fromId,
    toId,
    chain: [],
    input: "x",
    status,
    cause,
    error: status === "failed" ? "Expert not found or access denied" : null,
    createdAt,
    day: createdAt.toISOString().slice(0, 10),
  });
  await t.db.delegationRequest.createMany({
    data: [
      row(day(14), "e_sql", "e_contract", "accepted"),
      row(day(14), "e_sql", "e_contract", "accepted"),
      row(day(15), "e_hr_policy", "e_contract", "failed", "from_not_usable"),
      row(day(15), "e_sql", "e_contract", "failed", "no_access"),
      row(day(13), "e_contract", "e_hr_policy", "failed", "not_published"),
      row(day(13), "e_contract", "e_ux_copy", "failed", "no_access"),
      row(day(13), "e_contract", "e_tax", "failed", "not_delegatable"),
      row(day(1), "e_sql", "e_contract", "accepted"), // outside a 7-day window
      row(day(14), "e_sql", "e_tax", "accepted"), // another Expert: not counted
    ],
  });
});

describe("creator analytics", () => {
  test("counts delegations to and from one Expert per day, in the window", async () => {
    const data = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_contract", 7, now);
    expect(data?.perDay.map((d) => d.day)).toEqual([
      "2026-06-09",
      "2026-06-10",
      "2026-06-11",
      "2026-06-12",
      "2026-06-13",
      "2026-06-14",
      "2026-06-15",
    ]);
    expect(data?.perDay.slice(-3)).toEqual([
      { day: "2026-06-13", toAccepted: 0, toFailed: 0, fromAccepted: 0, fromFailed: 3 },
      { day: "2026-06-14", toAccepted: 2, toFailed: 0, fromAccepted: 0, fromFailed: 0 },
      { day: "2026-06-15", toAccepted: 0, toFailed: 2, fromAccepted: 0, fromFailed: 0 },
    ]);
    expect(data?.totals).toEqual({ toAccepted: 2, toFailed: 2, fromAccepted: 0, fromFailed: 3 });
    expect((await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_contract", 30, now))?.totals.toAccepted).toBe(3);
  });

  test("failure reasons say nothing about other people's private Experts", async () => {
    const data = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_contract", 7, now);
    const reasons = Object.fromEntries(data!.failureReasons.map((r) => [`${r.direction}:${r.reason}`, r.count]));
    // A draft (e_hr_policy) and a no-access target (e_ux_copy) read the same.
    expect(reasons).toEqual({
      "to:not_available": 1,
      "to:your_expert_unavailable": 1,
      "from:not_available": 2,
      "from:not_delegatable": 1,
    });
  });

  test("top callers name public Experts and hide private ones", async () => {
    const data = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_contract", 7, now);
    expect(data?.topCallers).toEqual([
      { name: "SQL Analyst", slug: "sql-analyst", count: 3 },
      { name: "A private Expert", slug: null, count: 1 },
    ]);
  });

  test("users with access, besides the creator", async () => {
    const data = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_contract", 7, now);
    expect(data?.usersWithAccess).toBe(
      await t.db.accessGrant.count({ where: { expertId: "e_contract", userId: { not: "u_alice" } } }),
    );
    expect(data?.usersWithAccess).toBeGreaterThan(0);
  });

  test("only the creator sees an Expert's analytics", async () => {
    expect(await analytics.getExpertAnalytics(DEMO_VIEWERS.bob, "e_contract", 7, now)).toBeNull();
    expect(await analytics.getExpertAnalytics(DEMO_VIEWERS.carol, "e_contract", 7, now)).toBeNull();
    expect((await analytics.listAnalyticsChoices(DEMO_VIEWERS.bob)).map((c) => c.id)).not.toContain("e_contract");
  });
});
