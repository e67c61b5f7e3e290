import { expect, test } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";

// Raw SQL (the roster's hot path, the admin user search) must read the same JavaScript types on
// SQLite and on PostgreSQL; this file runs in both of npm test's integration runs.
const t = await testDatabaseForFile();

type Row = { id: string; delegatable: unknown; deletedAt: unknown; createdAt: unknown; version: unknown };

test("quoted identifiers work, and booleans, dates and integers come back as boolean, Date and number", async () => {
  const rows = await t.db.$queryRaw<Row[]>`
    SELECT e."id", e."delegatable", e."deletedAt", e."createdAt", e."version"
    FROM "AccessGrant" g JOIN "Expert" e ON e."id" = g."expertId"
    WHERE g."userId" = ${"u_bob"}
    ORDER BY e."nameKey", e."id"`;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(typeof row.delegatable).toBe("boolean");
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.deletedAt === null || row.deletedAt instanceof Date).toBe(true);
    expect(typeof row.version).toBe("number");
  }
  const viaPrisma = await t.db.expert.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: { id: true, delegatable: true, createdAt: true },
  });
  for (const row of rows) {
    const same = viaPrisma.find((p) => p.id === row.id)!;
    expect(row.delegatable).toBe(same.delegatable);
    expect((row.createdAt as Date).getTime()).toBe(same.createdAt.getTime());
  }
});

test("text ordering is byte order on both engines (upper case before lower case, '-' before letters)", async () => {
  const rows = await t.db.$queryRaw<{ k: string }[]>`
    SELECT "k" FROM (SELECT 'b' AS "k" UNION ALL SELECT 'B' UNION ALL SELECT 'a-z' UNION ALL SELECT 'az') AS t ORDER BY "k"`;
  expect(rows.map((r) => r.k)).toEqual(["B", "a-z", "az", "b"]);
});
