import { readFile } from "node:fs/promises";
import pg from "pg";
import { POSTGRESQL_SCHEMA_PATH, SCHEMA_PATH, postgresqlSchema } from "./engines";
import { MigrationError, describe } from "./migration-error";
import { readMigrationsList } from "./migrations-list";
import { POSTGRESQL_FILTERS, openSchemaEngine } from "./schema-engine";

/**
 * Applies pending PostgreSQL migrations. Each migration's script runs as one statement batch, which
 * PostgreSQL applies all-or-nothing; a failed one is then marked rolled back, so the database is as
 * it was and a fixed migration can be deployed next time.
 */
export async function deployPostgresqlMigrations(url: string, migrationsDir: string): Promise<string[]> {
  const schemaText = postgresqlSchema(await readFile(SCHEMA_PATH, "utf8"));
  const { engine, close } = await openSchemaEngine(url, schemaText, POSTGRESQL_SCHEMA_PATH);
  try {
    const list = await readMigrationsList(migrationsDir);
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: list,
      filters: POSTGRESQL_FILTERS,
    });
    return appliedMigrationNames;
  } catch (error) {
    for (const migrationName of await unfinishedMigrations(url))
      await engine.markMigrationRolledBack({ migrationName });
    throw new MigrationError(`Migration failed and the database was left as it was: ${describe(error)}`);
  } finally {
    await close();
  }
}

async function unfinishedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migration_name: string }>(
      `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NULL AND rolled_back_at IS NULL`,
    );
    return rows.map((r) => r.migration_name);
  } catch {
    return []; // no history table yet: nothing was recorded
  } finally {
    await client.end();
  }
}
