import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, test } from "vitest";
import { createMigration } from "@/scripts/migrations/create";
import { MigrationError, deployMigrations } from "@/scripts/migrations/deploy";
import { MIGRATIONS_DIR } from "@/scripts/migrations/schema-engine";

const scratch = mkdtempSync(path.join(os.tmpdir(), "es-migrations-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const committedMigrations = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

function tablesOf(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return rows.map((r) => r.name);
  } finally {
    db.close();
  }
}

describe("db:deploy", () => {
  test("applies every migration to an empty database and records them", async () => {
    const file = path.join(scratch, "empty.db");
    const applied = await deployMigrations(`file:${file}`);
    expect(applied).toEqual(committedMigrations);
    expect(tablesOf(file)).toEqual(expect.arrayContaining(["User", "Expert", "SubagentSpec", "_prisma_migrations"]));
    const db = new Database(file, { readonly: true });
    const recorded = db.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL").all();
    db.close();
    expect(recorded).toHaveLength(committedMigrations.length);
  });

  test("re-applying is a no-op", async () => {
    const file = path.join(scratch, "twice.db");
    await deployMigrations(`file:${file}`);
    const before = tablesOf(file);
    expect(await deployMigrations(`file:${file}`)).toEqual([]);
    expect(tablesOf(file)).toEqual(before);
  });

  test("a failing migration reports a clear error and leaves the database as it was", async () => {
    const dir = path.join(scratch, "broken-migrations");
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const file = path.join(scratch, "broken.db");
    await deployMigrations(`file:${file}`, dir);
    const before = tablesOf(file);

    mkdirSync(path.join(dir, "99990101000000_broken"));
    writeFileSync(
      path.join(dir, "99990101000000_broken", "migration.sql"),
      'CREATE TABLE "Half" ("id" TEXT PRIMARY KEY);\nALTER TABLE "NoSuchTable" ADD COLUMN "x" TEXT;\n',
    );
    const failure = deployMigrations(`file:${file}`, dir);
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(/Migration failed and the database was left as it was: .*NoSuchTable/);
    expect(tablesOf(file)).toEqual(before);
  });

  test("refuses a URL that is not a SQLite file, naming what to use instead", async () => {
    await expect(deployMigrations("postgresql://localhost/x")).rejects.toThrow(/prisma migrate deploy/);
  });
});

describe("db:migrate", () => {
  test("the committed migrations match prisma/schema.prisma (nothing new to create)", async () => {
    const dir = path.join(scratch, "in-sync");
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    expect(await createMigration("should be empty", dir)).toBeNull();
  });

  test("from an empty history it writes the whole schema as a new migration folder", async () => {
    const dir = path.join(scratch, "fresh-history");
    mkdirSync(dir);
    const folder = await createMigration("Initial schema!", dir);
    expect(folder).toMatch(/^\d{14}_initial_schema$/);
    const file = path.join(scratch, "from-fresh.db");
    expect(await deployMigrations(`file:${file}`, dir)).toEqual([folder]);
    expect(tablesOf(file)).toEqual(expect.arrayContaining(["User", "Expert", "AuditEvent"]));
  });
});
