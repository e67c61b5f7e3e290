import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { engineOf, migrationsDir as migrationsDirOf } from "./engines";
import { MigrationError, describe } from "./migration-error";
import { readMigrationsList } from "./migrations-list";
import { deployPostgresqlMigrations } from "./deploy-postgresql";
import { SQLITE_FILTERS, SCHEMA_PATH, openSchemaEngine, sqliteFileFromUrl } from "./schema-engine";

export { MigrationError };

/**
 * Applies the pending migrations of the URL's engine in order, recording them in `_prisma_migrations`.
 * A failure leaves the database as it was before the run, so nothing is half-applied.
 */
export async function deployMigrations(url: string, migrationsDir = migrationsDirOf(engineOf(url))): Promise<string[]> {
  if (engineOf(url) === "postgresql") return deployPostgresqlMigrations(url, migrationsDir);
  const file = sqliteFileFromUrl(url);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const snapshot = await snapshotDatabase(file);
  const { engine, close } = await openSchemaEngine(url, await readFile(SCHEMA_PATH, "utf8"));
  try {
    const list = await readMigrationsList(migrationsDir);
    const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: list, filters: SQLITE_FILTERS });
    await close();
    enableWriteAheadLog(file);
    return appliedMigrationNames;
  } catch (error) {
    await close();
    restoreDatabase(file, snapshot);
    throw new MigrationError(`Migration failed and the database was left as it was: ${describe(error)}`);
  } finally {
    if (snapshot) rmSync(path.dirname(snapshot), { recursive: true, force: true });
  }
}

// WAL lets readers and one writer work at once; the mode is stored in the file, so setting it here lasts.
function enableWriteAheadLog(file: string): void {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
  } finally {
    db.close();
  }
}

async function snapshotDatabase(file: string): Promise<string | null> {
  if (!existsSync(file)) return null;
  const target = path.join(mkdtempSync(path.join(os.tmpdir(), "es-migrate-")), "snapshot.db");
  const db = new Database(file);
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return target;
}

function restoreDatabase(file: string, snapshot: string | null): void {
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
  if (snapshot) copyFileSync(snapshot, file);
  else rmSync(file, { force: true });
}
