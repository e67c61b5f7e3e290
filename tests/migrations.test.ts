import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, test } from "vitest";
import { createMigration } from "@/scripts/migrations/create";
import { createPostgresqlMigration, migratedSchema, postgresqlDiff } from "@/scripts/migrations/create-postgresql";
import { MigrationError, deployMigrations } from "@/scripts/migrations/deploy";
import { driftFromSchema } from "@/scripts/migrations/drift";
import { SCHEMA_PATH, migrationsDir } from "@/scripts/migrations/engines";
import { createDatabase, databaseUrlFor, dropDatabase, testDatabaseName } from "./support/postgresql-databases";

// The SQLite run checks the SQLite folder; the PostgreSQL run (TEST_DATABASE_URL) checks its own.
const server = process.env.TEST_DATABASE_URL;
const scratch = mkdtempSync(path.join(os.tmpdir(), "es-migrations-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
const BROKEN_SQL =
  '-- a comment; with a semicolon\nCREATE TABLE "Half" ("id" TEXT PRIMARY KEY);\nALTER TABLE "NoSuchTable" ADD COLUMN "x" TEXT;\n';

function withBrokenMigration(from: string, name: string): string {
  const dir = path.join(scratch, name);
  cpSync(from, dir, { recursive: true });
  mkdirSync(path.join(dir, "99990101000000_broken"));
  writeFileSync(path.join(dir, "99990101000000_broken", "migration.sql"), BROKEN_SQL);
  return dir;
}

describe.skipIf(server)("SQLite migrations (prisma/migrations)", () => {
  const dir = migrationsDir("sqlite");
  function tablesOf(file: string): string[] {
    const db = new Database(file, { readonly: true });
    try {
      const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
        name: string;
      }[];
      return rows.map((r) => r.name);
    } finally {
      db.close();
    }
  }

  test("db:deploy applies every migration to an empty database and records them", async () => {
    const file = path.join(scratch, "empty.db");
    expect(await deployMigrations(`file:${file}`)).toEqual(folders(dir));
    expect(tablesOf(file)).toEqual(expect.arrayContaining(["User", "Expert", "SubagentSpec", "_prisma_migrations"]));
    const db = new Database(file, { readonly: true });
    const recorded = db.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL").all();
    db.close();
    expect(recorded).toHaveLength(folders(dir).length);
  });

  test("re-applying is a no-op, and the migrated database matches prisma/schema.prisma", async () => {
    const file = path.join(scratch, "twice.db");
    await deployMigrations(`file:${file}`);
    const before = tablesOf(file);
    expect(await deployMigrations(`file:${file}`)).toEqual([]);
    expect(tablesOf(file)).toEqual(before);
    expect(await driftFromSchema(`file:${file}`)).toBe("");
  });

  test("a failing migration reports a clear error and leaves the database as it was", async () => {
    const file = path.join(scratch, "broken.db");
    await deployMigrations(`file:${file}`);
    const before = tablesOf(file);
    const failure = deployMigrations(`file:${file}`, withBrokenMigration(dir, "broken-sqlite"));
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(/Migration failed and the database was left as it was: .*NoSuchTable/);
    expect(tablesOf(file)).toEqual(before);
  });

  test("db:migrate: the committed migrations match prisma/schema.prisma (nothing new to create)", async () => {
    const copy = path.join(scratch, "in-sync");
    cpSync(dir, copy, { recursive: true });
    expect(await createMigration("should be empty", copy)).toBeNull();
  });

  test("db:migrate from an empty history writes the whole schema as a new migration folder", async () => {
    const fresh = path.join(scratch, "fresh-history");
    mkdirSync(fresh);
    const folder = await createMigration("Initial schema!", fresh);
    expect(folder).toMatch(/^\d{14}_initial_schema$/);
    const file = path.join(scratch, "from-fresh.db");
    expect(await deployMigrations(`file:${file}`, fresh)).toEqual([folder]);
    expect(tablesOf(file)).toEqual(expect.arrayContaining(["User", "Expert", "AuditEvent"]));
  });
});

describe("PostgreSQL migrations are written without a server (prisma/migrations-postgresql)", () => {
  test("they reach prisma/schema.prisma: after a schema change run `npm run db:migrate -- --engine postgresql <name>`", async () => {
    const reached = await migratedSchema();
    expect(reached, "prisma/migrations-postgresql/migrated-schema.prisma is missing").not.toBeNull();
    expect((await postgresqlDiff(reached, readFileSync(SCHEMA_PATH, "utf8"))).trim()).toBe(
      "-- This is an empty migration.",
    );
  });

  test("a schema change becomes PostgreSQL SQL, and nothing is written when the schema is unchanged", async () => {
    const schema = readFileSync(SCHEMA_PATH, "utf8");
    const changed = schema.replace(/(\n\s*priceLabel\s+String\?)/, '$1\n  tagline String @default("")');
    expect(changed).not.toBe(schema);
    expect(await postgresqlDiff(schema, changed)).toMatch(
      /ALTER TABLE "Expert" ADD COLUMN\s+"tagline" TEXT NOT NULL DEFAULT ''/,
    );
    const copy = path.join(scratch, "pg-in-sync");
    cpSync(migrationsDir("postgresql"), copy, { recursive: true });
    expect(await createPostgresqlMigration("should be empty", copy)).toBeNull();
    expect(folders(copy)).toEqual(folders(migrationsDir("postgresql")));
  });
});

describe.runIf(server)("PostgreSQL migrations on a server", () => {
  const databases: string[] = [];
  afterAll(async () => {
    for (const name of databases) await dropDatabase(server!, name);
  });
  async function emptyDatabase(): Promise<string> {
    const name = testDatabaseName("es_migrations");
    databases.push(name);
    await createDatabase(server!, name);
    return databaseUrlFor(server!, name);
  }
  async function tablesOf(url: string): Promise<string[]> {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      );
      return rows.map((r) => r.tablename);
    } finally {
      await client.end();
    }
  }

  test("db:deploy applies every migration, a second run is a no-op, and the database matches prisma/schema.prisma", async () => {
    const url = await emptyDatabase();
    expect(await deployMigrations(url)).toEqual(folders(migrationsDir("postgresql")));
    expect(await tablesOf(url)).toEqual(
      expect.arrayContaining(["User", "Expert", "SubagentSpec", "_prisma_migrations"]),
    );
    expect(await deployMigrations(url)).toEqual([]);
    expect(await driftFromSchema(url)).toBe("");
  });

  test("a failing migration (with a ';' in a comment) leaves the database as it was, and a fixed one deploys next", async () => {
    const url = await emptyDatabase();
    await deployMigrations(url);
    const before = await tablesOf(url);
    const broken = withBrokenMigration(migrationsDir("postgresql"), "broken-postgresql");
    const failure = deployMigrations(url, broken);
    await expect(failure).rejects.toThrow(MigrationError);
    await expect(failure).rejects.toThrow(/Migration failed and the database was left as it was: .*NoSuchTable/);
    expect(await tablesOf(url)).toEqual(before);
    writeFileSync(
      path.join(broken, "99990101000000_broken", "migration.sql"),
      '-- fixed; really\nCREATE TABLE "Half" ("id" TEXT PRIMARY KEY);\n',
    );
    expect(await deployMigrations(url, broken)).toEqual(["99990101000000_broken"]);
    expect(await tablesOf(url)).toContain("Half");
  });

  test("db:migrate from an empty history writes the whole schema, which deploys to a database matching the schema", async () => {
    const fresh = path.join(scratch, "pg-fresh-history");
    mkdirSync(fresh);
    const folder = await createPostgresqlMigration("Initial schema!", fresh);
    expect(folder).toMatch(/^\d{14}_initial_schema$/);
    expect(readFileSync(path.join(fresh, "migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');
    const url = await emptyDatabase();
    expect(await deployMigrations(url, fresh)).toEqual([folder]);
    expect(await driftFromSchema(url)).toBe("");
  });
});
