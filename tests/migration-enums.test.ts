import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { createPrismaClient } from "@/lib/prisma-client";
import { deployMigrations } from "@/scripts/migrations/deploy";
import { MIGRATIONS_DIR } from "@/scripts/migrations/schema-engine";

// The enums migration must keep a database that was filled before it: every stored value survives,
// and a value outside its enum reads as the old code read it instead of breaking every query.
const scratch = mkdtempSync(path.join(os.tmpdir(), "es-enum-migration-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const folders = readdirSync(MIGRATIONS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
const enumsAt = folders.findIndex((f) => f.endsWith("_enums_and_indexes"));

test("rows written before the enums migration survive it and read through Prisma", async () => {
  expect(enumsAt).toBeGreaterThan(0);
  const before = path.join(scratch, "before");
  cpSync(MIGRATIONS_DIR, before, { recursive: true, filter: (src) => !folders.slice(enumsAt).some((f) => src.includes(f)) });
  const file = path.join(scratch, "filled.db");
  await deployMigrations(`file:${file}`, before);

  const raw = new Database(file);
  const now = new Date().toISOString();
  const user = raw.prepare(`INSERT INTO "User" (id, email, name, passwordHash, role) VALUES (?, ?, ?, 'x', ?)`);
  user.run("u_admin", "a@x.test", "Admin", "admin");
  user.run("u_user", "u@x.test", "User", "user");
  user.run("u_odd", "o@x.test", "Odd", "superuser");
  const expert = raw.prepare(
    `INSERT INTO "Expert" (id, slug, ownerId, name, nameKey, defaultModel, plugins, guardMarkers, guardDeny, updatedAt, status, guardMode)
     VALUES (?, ?, 'u_admin', ?, ?, 'm', '[]', '[]', '[]', ?, ?, ?)`,
  );
  expert.run("e_live", "live", "Live", "live", now, "published", "warn");
  expert.run("e_odd", "odd", "Odd", "odd", now, "archived", "loud");
  const grant = raw.prepare(`INSERT INTO "AccessGrant" (userId, expertId, kind) VALUES (?, ?, ?)`);
  grant.run("u_admin", "e_live", "created");
  grant.run("u_user", "e_live", "gift");
  const policy = raw.prepare(`INSERT INTO "DelegationPolicy" (userId, mode, updatedAt) VALUES (?, ?, ?)`);
  policy.run("u_user", "whitelist", now);
  policy.run("u_odd", "everyone", now);
  const request = raw.prepare(
    `INSERT INTO "DelegationRequest" (id, requestId, userRef, fromRef, toRef, fromId, chain, input, status) VALUES (?, 'r', 'u', 'a', 'b', 'e_live', '[]', 'x', ?)`,
  );
  request.run("d_ok", "accepted");
  request.run("d_odd", "pending");
  raw.close();

  expect(await deployMigrations(`file:${file}`)).toEqual(folders.slice(enumsAt));
  const db = createPrismaClient(`file:${file}`);
  try {
    expect(await db.user.findMany({ orderBy: { id: "asc" }, select: { id: true, role: true } })).toEqual([
      { id: "u_admin", role: "admin" },
      { id: "u_odd", role: "user" },
      { id: "u_user", role: "user" },
    ]);
    expect(await db.expert.findMany({ orderBy: { id: "asc" }, select: { id: true, status: true, guardMode: true } })).toEqual([
      { id: "e_live", status: "published", guardMode: "warn" },
      { id: "e_odd", status: "draft", guardMode: "enforce" },
    ]);
    expect(await db.accessGrant.findMany({ orderBy: { userId: "asc" }, select: { userId: true, kind: true } })).toEqual([
      { userId: "u_admin", kind: "created" },
      { userId: "u_user", kind: "purchased" },
    ]);
    expect(await db.delegationPolicy.findMany({ orderBy: { userId: "asc" }, select: { userId: true, mode: true } })).toEqual([
      { userId: "u_odd", mode: "none" },
      { userId: "u_user", mode: "whitelist" },
    ]);
    expect(await db.delegationRequest.findMany({ where: { fromId: "e_live" }, orderBy: { id: "asc" }, select: { id: true, status: true } })).toEqual([
      { id: "d_odd", status: "failed" },
      { id: "d_ok", status: "accepted" },
    ]);
  } finally {
    await db.$disconnect();
  }
});
