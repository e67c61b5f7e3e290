import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";
import { at } from "@/lib/domain/at-index";

const admin = DEMO_VIEWERS.admin;
const now = Date.now();
const minutesAgo = (n: number) => new Date(now - n * 60_000);

const t = await testDatabaseForFile();
const delegations = await import("@/lib/server/admin/delegation-log");
const audit = await import("@/lib/server/admin/audit-log");
beforeAll(async () => {
  // 30 requests one minute apart (index 0 newest), plus two failures older than a day.
  const rows = Array.from({ length: 30 }, (_, i) => {
    const failed = i % 3 === 0;
    const bob = i % 2 === 0;
    return {
      requestId: `req-${i}`,
      createdAt: minutesAgo(i),
      userId: bob ? "u_bob" : "u_carol",
      userRef: bob ? "bob@example.com" : "u_carol",
      fromRef: i < 5 ? "sql-analyst" : "e_contract",
      toRef: i < 5 ? "e_tax" : "grant-writer",
      fromId: i < 5 ? "e_sql" : "e_contract",
      toId: i < 5 ? "e_tax" : "e_grant",
      chain: [],
      input: "task",
      status: failed ? ("failed" as const) : ("accepted" as const),
      error: failed ? (i % 2 === 0 ? "Expert not found or access denied" : "Expert is not delegatable") : null,
      cause: failed ? (i % 2 === 0 ? "no_access" : "not_delegatable") : null,
    };
  });
  const old = [0, 1].map((i) => ({
    ...at(rows, 0),
    requestId: `old-${i}`,
    createdAt: minutesAgo(25 * 60 + i),
    status: "failed" as const,
    error: "Delegation depth limit (3) reached",
    cause: "depth",
  }));
  await t.db.delegationRequest.createMany({ data: [...rows, ...old] });
});

describe("delegation log", () => {
  test("newest first, 20 a page, pages never overlap", async () => {
    const page1 = await delegations.listDelegationsForAdmin(admin, {});
    const page2 = await delegations.listDelegationsForAdmin(admin, { page: 2 });
    expect(page1.info).toMatchObject({ total: 32, pageCount: 2, page: 1 });
    expect(page1.requests).toHaveLength(20);
    expect(page2.requests).toHaveLength(12);
    expect(at(page1.requests, 0).requestId).toBe("req-0");
    const times = [...page1.requests, ...page2.requests].map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = new Set([...page1.requests, ...page2.requests].map((r) => r.id));
    expect(ids.size).toBe(32);
  });

  test("filters by outcome", async () => {
    const failed = await delegations.listDelegationsForAdmin(admin, { outcome: "failed" });
    expect(failed.info.total).toBe(12);
    expect(failed.requests.every((r) => r.status === "failed" && r.error)).toBe(true);
    expect((await delegations.listDelegationsForAdmin(admin, { outcome: "accepted" })).info.total).toBe(20);
  });

  test("filters by user, given as email or id, whatever reference the caller used", async () => {
    const byEmail = await delegations.listDelegationsForAdmin(admin, { user: "bob@example.com" });
    const byId = await delegations.listDelegationsForAdmin(admin, { user: "u_bob" });
    expect(byEmail.info.total).toBe(17);
    expect(byId.info.total).toBe(17);
    expect(byEmail.requests.every((r) => r.user?.email === "bob@example.com")).toBe(true);
    const carol = await delegations.listDelegationsForAdmin(admin, { user: "carol@example.com" });
    expect(carol.info.total).toBe(15);
  });

  test("filters by Expert as sender or receiver, by slug or id, and combines filters", async () => {
    const asSender = await delegations.listDelegationsForAdmin(admin, { expert: "sql-analyst" });
    // Five recent ones and the two old failures (copies of the newest).
    expect(asSender.info.total).toBe(7);
    expect(asSender.requests.every((r) => r.from?.slug === "sql-analyst" && r.to?.slug === "tax-helper")).toBe(true);
    expect((await delegations.listDelegationsForAdmin(admin, { expert: "e_tax" })).info.total).toBe(7);
    expect(
      (await delegations.listDelegationsForAdmin(admin, { expert: "grant-writer", outcome: "failed", user: "u_carol" }))
        .info.total,
    ).toBe(4);
    expect((await delegations.listDelegationsForAdmin(admin, { expert: "no-such-expert" })).info.total).toBe(0);
  });

  test("counts failures of the last 24 hours by their real cause, most frequent first", async () => {
    await t.db.delegationRequest.create({
      data: {
        requestId: "extra",
        userRef: "u_bob",
        fromRef: "a",
        toRef: "b",
        chain: [],
        input: "x",
        status: "failed",
        error: "Expert is not delegatable",
        cause: "not_delegatable",
        createdAt: minutesAgo(40),
      },
    });
    expect(await delegations.countDelegationFailuresForAdmin(admin, new Date(now))).toEqual([
      { cause: "not_delegatable", label: "Target does not accept delegation", count: 6 },
      { cause: "no_access", label: "User has no access to the target", count: 5 },
    ]);
    await t.db.delegationRequest.deleteMany({ where: { requestId: "extra" } });
  });
});

describe("audit log", () => {
  beforeAll(async () => {
    const event = (expertId: string, minutes: number, diff: unknown) => ({
      expertId,
      actorId: "u_alice",
      action: "update",
      version: 2,
      snapshot: {},
      diff: diff as object,
      createdAt: minutesAgo(minutes),
    });
    await t.db.auditEvent.createMany({
      data: [
        event("e_tax", 3, [
          { field: "plugins", before: ["web-search"], after: [] },
          { field: "specs[1]", before: "x", after: null },
        ]),
        event("e_tax", 2, [{ field: "delegatable", before: true, after: false }]),
        event("e_sql", 1, [{ field: "name", before: "SQL", after: "SQL Analyst" }]),
      ],
    });
  });

  test("lists changes newest first with actor, Expert and a readable diff", async () => {
    const { events, info } = await audit.listAuditLogForAdmin(admin, {});
    expect(info.total).toBeGreaterThanOrEqual(3);
    expect(events[0]).toMatchObject({
      expert: { id: "e_sql", slug: "sql-analyst" },
      actor: { name: "Alice Martin", email: "alice@example.com" },
    });
    expect(at(events, 0).changes).toEqual([{ field: "name", label: "Name", before: "SQL", after: "SQL Analyst" }]);
  });

  test("filters by Expert slug or id", async () => {
    const bySlug = await audit.listAuditLogForAdmin(admin, { expert: "tax-helper" });
    const byId = await audit.listAuditLogForAdmin(admin, { expert: "e_tax" });
    expect(bySlug.events.map((e) => e.id)).toEqual(byId.events.map((e) => e.id));
    expect(bySlug.events.map((e) => e.changes.map((c) => c.label))).toEqual([
      ["Accepts delegation"],
      ["Plugins", "Subagent spec 2"],
    ]);
    expect(at(at(bySlug.events, 0).changes, 0)).toMatchObject({ before: "yes", after: "no" });
    expect((await audit.listAuditLogForAdmin(admin, { expert: "nothing-here" })).info.total).toBe(0);
  });
});
