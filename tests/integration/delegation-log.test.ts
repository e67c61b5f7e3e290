import { expect, test } from "vitest";
import { apiDatabaseForFile, call } from "../support/api";
import { at } from "@/lib/domain/at-index";
import { delegationRow } from "../support/delegation-rows";

// The delegation log's one writer (lib/server/harness/delegation-log.ts): concurrent delegations are
// written together, and still every acknowledged one is in the log with its own row.
const t = await apiDatabaseForFile();
const { POST } = await import("@/app/api/agent-proxy/delegate/route");
const { logDelegation } = await import("@/lib/server/harness/delegation-log");

const accepted = { user: "u_bob", from: "e_sql", to: "e_contract" };
const refused = { user: "u_bob", from: "e_sql", to: "e_sql" };

test("200 concurrent delegations: every answer has its own committed row, with its own request id, input and outcome", async () => {
  const before = await t.db.delegationRequest.count();
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      call<{ status: string; delegationId?: string; error?: string }>(POST, "http://test/api/agent-proxy/delegate", {
        ...(i % 4 === 3 ? refused : accepted),
        input: `task ${i}`,
      }),
    ),
  );
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(await t.db.delegationRequest.count()).toBe(before + 200);
  const ids = responses.flatMap((r) => (r.body.delegationId ? [r.body.delegationId] : []));
  expect(ids).toHaveLength(150);
  expect(new Set(ids).size).toBe(150);
  const rows = await t.db.delegationRequest.findMany({
    where: { requestId: { in: responses.map((r) => r.requestId!) } },
  });
  expect(rows).toHaveLength(200);
  responses.forEach((r, i) => {
    const row = rows.find((x) => x.requestId === r.requestId)!;
    expect(row.input).toBe(`task ${i}`);
    expect(row.status).toBe(r.body.status);
    if (r.body.delegationId) expect(row.id).toBe(r.body.delegationId);
    else expect(row.error).toBe(r.body.error);
  });
});

test("a row that cannot be written fails alone: the others written with it are committed and resolved", async () => {
  const before = await t.db.delegationRequest.count();
  const row = (i: number) =>
    delegationRow(new Date(), { requestId: `batch-${i}`, input: `batch ${i}`, error: null, cause: null });
  const bad = { ...row(2), chain: undefined } as unknown as ReturnType<typeof row>;
  const results = await Promise.allSettled([row(0), row(1), bad, row(3)].map((r) => logDelegation(r)));
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  expect(await t.db.delegationRequest.count()).toBe(before + 3);
  const stored = await t.db.delegationRequest.findMany({
    where: { requestId: { startsWith: "batch-" } },
    select: { id: true, requestId: true },
  });
  expect(stored.map((s) => s.requestId).sort()).toEqual(["batch-0", "batch-1", "batch-3"]);
  for (const [i, r] of results.entries())
    if (r.status === "fulfilled") expect(stored.find((s) => s.requestId === `batch-${i}`)?.id).toBe(r.value);
});

test("ids sort by time, so the admin log's (createdAt, id) order is creation order", async () => {
  const failedOn = (day: string, requestId: string) =>
    logDelegation({
      createdAt: new Date(`${day}T00:00:00Z`),
      day,
      requestId,
      userId: null,
      userRef: "x",
      fromRef: "a",
      toRef: "b",
      chain: [],
      input: "i",
      status: "failed",
    });
  const early = await failedOn("2026-01-01", "early");
  const late = await failedOn("2026-06-01", "late");
  expect(early < late).toBe(true);
});

test.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on SQLite the app's connection is in WAL mode and commits without waiting for the disk (synchronous=NORMAL)",
  async () => {
    const { db } = await import("@/lib/server/db");
    const journal = at(await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode"), 0);
    const sync = at(await db.$queryRawUnsafe<{ synchronous: number | bigint }[]>("PRAGMA synchronous"), 0);
    expect(journal.journal_mode).toBe("wal");
    expect(Number(sync.synchronous)).toBe(1); // NORMAL
  },
);
