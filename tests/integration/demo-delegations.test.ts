import { describe, expect, test } from "vitest";
import { DELEGATION_FAILURE_CAUSES } from "@/lib/domain/delegation-check";
import {
  DEMO_DAYS,
  DEMO_REQUEST_PREFIX,
  planDemoDelegations,
  seedDemoDelegations,
} from "../../prisma/seed/demo-delegations";
import { testDatabaseForFile } from "../support/action-test-env";

const t = await testDatabaseForFile();
const NOW = new Date("2026-03-20T12:00:00Z");

describe("the demo seed's delegations", () => {
  test("the plan is the same for the same day and stays within the last weeks", () => {
    const plan = planDemoDelegations(NOW);
    expect(planDemoDelegations(NOW)).toEqual(plan);
    const days = new Set(plan.map((p) => p.at.toISOString().slice(0, 10)));
    expect(days.size).toBe(DEMO_DAYS);
    expect(Math.min(...plan.map((p) => p.at.getTime()))).toBeGreaterThanOrEqual(
      NOW.getTime() - (DEMO_DAYS + 1) * 86_400_000,
    );
    expect(Math.max(...plan.map((p) => p.at.getTime()))).toBeLessThan(NOW.getTime());
  });

  test("writes accepted delegations and a failure of every cause, decided by the delegate check, and replaces them on a second seed", async () => {
    const written = await seedDemoDelegations(t.db, NOW);
    expect(written).toBe(planDemoDelegations(NOW).length);
    const rows = await t.db.delegationRequest.findMany({
      where: { requestId: { startsWith: DEMO_REQUEST_PREFIX } },
      select: { status: true, cause: true, runStatus: true, error: true },
    });
    expect(rows).toHaveLength(written);
    const causes = new Set(rows.filter((r) => r.status === "failed").map((r) => r.cause));
    expect([...causes].sort()).toEqual([...DELEGATION_FAILURE_CAUSES].sort());
    expect(rows.filter((r) => r.status === "accepted").length).toBeGreaterThan(rows.length / 3);
    expect(rows.some((r) => r.runStatus === "failed") && rows.some((r) => r.runStatus === "completed")).toBe(true);
    expect(rows.find((r) => r.cause === "no_access")?.error).toBe("Expert not found or access denied");

    expect(await seedDemoDelegations(t.db, NOW)).toBe(written);
    expect(await t.db.delegationRequest.count({ where: { requestId: { startsWith: DEMO_REQUEST_PREFIX } } })).toBe(
      written,
    );
  });

  test("another workspace gets none", async () => {
    const empty = await import("../support/test-db").then((m) => m.createTestDatabase("empty"));
    try {
      expect(await seedDemoDelegations(empty.db, NOW)).toBe(0);
      expect(await empty.db.delegationRequest.count()).toBe(0);
    } finally {
      await empty.cleanup();
    }
  });
});
