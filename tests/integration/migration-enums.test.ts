import { expect, test } from "vitest";
import { createPrismaClient } from "@/lib/prisma-client";
import { deployMigrations } from "@/scripts/migrations/deploy";
import { migrationsDir } from "@/scripts/migrations/engines";
import { migrationScratch, type RawSql } from "../support/migration-scratch";

// The enums migration must keep a database filled before it: every stored value survives, and a
// value outside its enum (which Prisma would refuse to read) becomes what the old code read it as.
// The SQLite run checks prisma/migrations/; the PostgreSQL run (TEST_DATABASE_URL) its own folder.
const { engine, migrationsBefore, emptyDatabase } = migrationScratch("enum-migration");
type Run = RawSql["run"];

test("rows written before the enums migration survive it and read through Prisma", async () => {
  const { older, fromThere } = migrationsBefore("enums_and_indexes");
  const { url, open } = await emptyDatabase();
  await deployMigrations(url, older);

  const { run, close } = await open();
  try {
    await fill(run);
  } finally {
    await close();
  }

  expect(await deployMigrations(url, migrationsDir(engine))).toEqual(fromThere);
  const db = createPrismaClient(url);
  try {
    expect(await db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, role: true } })).toEqual([
      { id: "u_admin", role: "admin" },
      { id: "u_odd", role: "user" },
      { id: "u_user", role: "user" },
    ]);
    expect(
      await db.expert.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, guardMode: true } }),
    ).toEqual([
      { id: "e_live", status: "published", guardMode: "warn" },
      { id: "e_odd", status: "draft", guardMode: "enforce" },
    ]);
    expect(await db.accessGrant.findMany({ orderBy: { userId: "asc" }, select: { userId: true, kind: true } })).toEqual(
      [
        { userId: "u_admin", kind: "created" },
        { userId: "u_user", kind: "purchased" },
      ],
    );
    expect(
      await db.delegationPolicy.findMany({ orderBy: { userId: "asc" }, select: { userId: true, mode: true } }),
    ).toEqual([
      { userId: "u_odd", mode: "none" },
      { userId: "u_user", mode: "whitelist" },
    ]);
    expect(
      await db.delegationRequest.findMany({
        where: { fromId: "e_live" },
        orderBy: { id: "asc" },
        select: { id: true, status: true },
      }),
    ).toEqual([
      { id: "d_odd", status: "failed" },
      { id: "d_ok", status: "accepted" },
    ]);
    // New rows take the enum defaults the columns had as text.
    const fresh = await db.user.create({
      data: { email: "new@x.test", name: "New", passwordHash: "x" },
      select: { role: true },
    });
    expect(fresh.role).toBe("user");
  } finally {
    await db.$disconnect();
  }
});

/** Rows as the app wrote them before the enums, and one out-of-enum value per column. */
async function fill(run: Run) {
  const now = new Date().toISOString();
  for (const [id, role] of [
    ["u_admin", "admin"],
    ["u_user", "user"],
    ["u_odd", "superuser"],
  ]) {
    await run(
      `INSERT INTO "User" ("id", "email", "name", "passwordHash", "role") VALUES (?, ?, 'N', 'x', ?)`,
      id,
      `${id}@x.test`,
      role,
    );
  }
  for (const [id, status, mode] of [
    ["e_live", "published", "warn"],
    ["e_odd", "archived", "loud"],
  ]) {
    await run(
      `INSERT INTO "Expert" ("id", "slug", "ownerId", "name", "nameKey", "defaultModel", "plugins", "guardMarkers", "guardDeny", "updatedAt", "status", "guardMode")
       VALUES (?, ?, 'u_admin', 'N', 'n', 'm', '[]', '[]', '[]', ?, ?, ?)`,
      id,
      id,
      now,
      status,
      mode,
    );
  }
  await run(`INSERT INTO "AccessGrant" ("userId", "expertId", "kind") VALUES ('u_admin', 'e_live', 'created')`);
  await run(`INSERT INTO "AccessGrant" ("userId", "expertId", "kind") VALUES ('u_user', 'e_live', 'gift')`);
  await run(`INSERT INTO "DelegationPolicy" ("userId", "mode", "updatedAt") VALUES ('u_user', 'whitelist', ?)`, now);
  await run(`INSERT INTO "DelegationPolicy" ("userId", "mode", "updatedAt") VALUES ('u_odd', 'everyone', ?)`, now);
  for (const [id, status] of [
    ["d_ok", "accepted"],
    ["d_odd", "pending"],
  ]) {
    await run(
      `INSERT INTO "DelegationRequest" ("id", "requestId", "userRef", "fromRef", "toRef", "fromId", "chain", "input", "status") VALUES (?, 'r', 'u', 'a', 'b', 'e_live', '[]', 'x', ?)`,
      id,
      status,
    );
  }
}
