import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll } from "vitest";
import { migrationsDir, type Engine } from "@/scripts/migrations/engines";
import { createDatabase, databaseUrlFor, dropDatabase, testDatabaseName } from "./postgresql-databases";

/** Plain SQL on a database Prisma cannot read yet; `?` placeholders, numbered for PostgreSQL. */
export type RawSql = {
  run: (sql: string, ...params: unknown[]) => Promise<void>;
  rows: <T>(sql: string) => Promise<T[]>;
  close: () => Promise<void>;
};

/**
 * For a test of one migration on a database filled before it, on this run's engine (PostgreSQL
 * when TEST_DATABASE_URL names a server, else SQLite). The scratch folder and databases it makes
 * are removed after the file's tests.
 */
export function migrationScratch(prefix: string) {
  const server = process.env.TEST_DATABASE_URL;
  const engine: Engine = server ? "postgresql" : "sqlite";
  const scratch = mkdtempSync(path.join(os.tmpdir(), `es-${prefix}-`));
  const databases: string[] = [];
  let files = 0;
  afterAll(async () => {
    for (const name of databases) await dropDatabase(server!, name);
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The engine's migrations before the one named `<timestamp>_<name>`, copied to a folder; and that one with every later one. */
  function migrationsBefore(name: string): { older: string; fromThere: string[] } {
    const dir = migrationsDir(engine);
    const folders = readdirSync(dir)
      .filter((f) => /^\d{14}_/.test(f))
      .sort();
    const at = folders.findIndex((f) => f.endsWith(`_${name}`));
    if (at < 1) throw new Error(`the ${name} migration is missing, or has no migration before it`);
    const older = path.join(scratch, "older");
    for (const f of ["migration_lock.toml", ...folders.slice(0, at)])
      cpSync(path.join(dir, f), path.join(older, f), { recursive: true });
    return { older, fromThere: folders.slice(at) };
  }

  async function emptyDatabase(): Promise<{ url: string; open: () => Promise<RawSql> }> {
    if (!server) {
      const file = path.join(scratch, `database-${++files}.db`);
      return { url: `file:${file}`, open: async () => openSqlite(file) };
    }
    const name = testDatabaseName(`es_${prefix.replaceAll("-", "_")}`);
    databases.push(name);
    await createDatabase(server, name);
    const url = databaseUrlFor(server, name);
    return { url, open: () => openPostgresql(url) };
  }

  return { engine, migrationsBefore, emptyDatabase };
}

// Without parameters a call may hold several statements (exec / the simple query protocol).
function openSqlite(file: string): RawSql {
  const db = new Database(file);
  return {
    run: async (sql, ...params) => void (params.length ? db.prepare(sql).run(...params) : db.exec(sql)),
    rows: async <T>(sql: string) => db.prepare(sql).all() as T[],
    close: async () => void db.close(),
  };
}

async function openPostgresql(url: string): Promise<RawSql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    run: async (sql, ...params) =>
      void (await (params.length ? client.query(numbered(sql), params) : client.query(sql))),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}
