import { expect, test } from "vitest";
import { testDatabaseForFile } from "../support/action-test-env";
import { expectDefined } from "../support/defined";

// The harness's raw reads (sql-reader.ts) return SQLite's 0/1 and PostgreSQL's booleans, and dates as
// numbers, text or Dates; sql-rows.ts normalises them, and the user reference is one rule for SQL and
// Prisma. This file runs in both of npm test's integration runs.
const t = await testDatabaseForFile();
const { readRows } = await import("@/lib/server/harness/sql-reader");
const { isSet, sqlBoolean } = await import("@/lib/server/harness/sql-rows");
const { findUserByRef, USER_REF_SQL, userRefParams, pickUserByRef, assertUsableUser } =
  await import("@/lib/server/lookups");
const { publishedLiveSql } = await import("@/lib/domain/expert-version");

type Row = {
  id: string;
  liveDelegatable: boolean | 0 | 1 | null;
  deletedAt: Date | string | number | null;
  published: boolean | 0 | 1;
};

test("booleans, set dates and the published rule read the same through the harness's reader on either engine", async () => {
  await t.db.expert.update({ where: { id: "e_grant" }, data: { liveDelegatable: false } });
  const rows = await readRows<Row>(
    `SELECT e."id", e."liveDelegatable", e."deletedAt", ${publishedLiveSql("e")} AS "published" FROM "Expert" e WHERE e."id" IN (?, ?, ?) ORDER BY e."id"`,
    ["e_grant", "e_jira_migrator", "e_hr_policy"],
  );
  const read = Object.fromEntries(
    rows.map((r) => [
      r.id,
      { delegatable: sqlBoolean(r.liveDelegatable), deleted: isSet(r.deletedAt), published: sqlBoolean(r.published) },
    ]),
  );
  const prisma = await t.db.expert.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: { id: true, liveDelegatable: true, deletedAt: true, status: true, liveVersionId: true },
  });
  for (const p of prisma) {
    expect(read[p.id]).toEqual({
      delegatable: p.liveDelegatable === true,
      deleted: p.deletedAt !== null,
      published: p.status === "published" && p.liveVersionId !== null,
    });
  }
  expect(read.e_grant).toMatchObject({ delegatable: false, deleted: false, published: true });
  expect(expectDefined(read.e_jira_migrator, "the row of e_jira_migrator").deleted).toBe(true);
  expect(expectDefined(read.e_hr_policy, "the row of e_hr_policy").published).toBe(false);
});

test("a user reference names the same user in SQL and through Prisma: an id, or an email in any case", async () => {
  for (const ref of ["u_alice", " ALICE@example.com ", "nobody@example.com"]) {
    const sql = pickUserByRef(
      await readRows<{ id: string }>(`SELECT "id" FROM "User" WHERE ${USER_REF_SQL}`, userRefParams(ref)),
      ref,
    );
    expect(sql?.id ?? null).toBe((await findUserByRef(ref))?.id ?? null);
  }
  expect(() => assertUsableUser(null, true)).toThrow(expect.objectContaining({ code: "not_found:user" }));
  expect(() => assertUsableUser({ disabled: true }, true)).toThrow(expect.objectContaining({ code: "forbidden:user" }));
  expect(() => assertUsableUser({ disabled: true }, false)).not.toThrow();
});
