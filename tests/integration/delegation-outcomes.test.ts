import { beforeAll, describe, expect, test } from "vitest";
import { actAs } from "../support/acting-as";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { expectDefined } from "../support/defined";

// rules §14 in the admin delegation log and creator analytics: each run's outcome and duration,
// completion rate and median time per Expert. On SQLite and on PostgreSQL.
const now = new Date("2026-06-15T12:00:00Z");
const at = (d: number, h = 10, s = 0) => new Date(Date.UTC(2026, 5, d, h, 0, s));

const t = await testDatabaseForFile();
const analytics = await import("@/lib/server/studio/analytics");
const log = await import("@/lib/server/admin/delegation-log");
const csv = await import("@/app/admin/delegations/export/route");

beforeAll(async () => {
  const row = (
    requestId: string,
    createdAt: Date,
    run: { status: "running" | "completed" | "failed"; seconds?: number; error?: string } | null,
    status: "accepted" | "failed" = "accepted",
  ) => ({
    requestId,
    userRef: "u_bob",
    userId: "u_bob",
    fromRef: "e_sql",
    toRef: "e_release_notes",
    fromId: "e_sql",
    toId: "e_release_notes",
    chain: [],
    input: "x",
    status,
    createdAt,
    day: createdAt.toISOString().slice(0, 10),
    error: status === "failed" ? "Expert is not delegatable" : null,
    ...(run ? { runStatus: run.status, reportedAt: createdAt, runError: run.error ?? null } : {}),
    ...(run?.seconds !== undefined ? { finishedAt: new Date(createdAt.getTime() + run.seconds * 1000) } : {}),
  });
  await t.db.delegationRequest.createMany({
    data: [
      row("o1", at(14), { status: "completed", seconds: 30 }),
      row("o2", at(14, 11), { status: "completed", seconds: 90 }),
      row("o3", at(14, 12), { status: "completed", seconds: 10 }),
      row("o4", at(15, 9), { status: "failed", seconds: 5, error: "The model timed out." }),
      row("o5", at(15, 10), { status: "running" }),
      row("o6", at(15, 11), null),
      row("o7", at(15, 11), null, "failed"),
      row("o8", at(1), { status: "completed", seconds: 600 }), // outside a 7-day window
    ],
  });
});

describe("creator analytics: how an Expert's delegated runs ended", () => {
  test("completion rate over finished runs, median time to complete, and the runs not finished", async () => {
    const data = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_release_notes", 7, now);
    expect(data?.runs).toEqual({
      accepted: 6,
      notReported: 1,
      running: 1,
      completed: 3,
      failed: 1,
      completionRate: 0.75,
      medianMs: 30_000,
    });
    const month = await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_release_notes", 30, now);
    expect(month?.runs).toMatchObject({ completed: 4, medianMs: 60_000 });
  });

  test("an Expert nobody delegated to has no rate and no median", async () => {
    expect((await analytics.getExpertAnalytics(DEMO_VIEWERS.alice, "e_api_docs", 7, now))?.runs).toEqual({
      accepted: 0,
      notReported: 0,
      running: 0,
      completed: 0,
      failed: 0,
      completionRate: null,
      medianMs: null,
    });
  });
});

describe("the admin delegation log: each run's outcome and duration", () => {
  test.each([
    ["o2", { run: "completed", durationMs: 90_000, runError: null }],
    ["o4", { run: "failed", durationMs: 5_000, runError: "The model timed out." }],
    ["o5", { run: "running", durationMs: null }],
    ["o6", { run: "accepted", durationMs: null }],
    ["o7", { run: null, durationMs: null }],
  ])("%s", async (requestId, expected) => {
    const { requests } = await log.listDelegationsForAdmin(DEMO_VIEWERS.admin, { expert: "e_release_notes" });
    expect(requests.find((r) => r.requestId === requestId)).toMatchObject(expected);
  });
});

test("the CSV export carries each run's state, error and duration", async () => {
  actAs(DEMO_VIEWERS.admin);
  const text = await (await csv.GET(new Request("http://test/admin/delegations/export?expert=e_release_notes"))).text();
  const lines = text.trim().split("\r\n");
  expect(expectDefined(lines[0], "the CSV header").endsWith(",key_prefix,run,run_error,duration_ms")).toBe(true);
  expect(lines.find((l) => l.includes(",o4,"))?.endsWith(",failed,The model timed out.,5000")).toBe(true);
  expect(lines.find((l) => l.includes(",o6,"))?.endsWith(",accepted,,")).toBe(true);
});
