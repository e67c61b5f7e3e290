import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { POSTGRESQL_SCHEMA_PATH, SCHEMA_PATH, migrationsDir as migrationsDirOf, postgresqlSchema } from "./engines";
import { migrationFolderName, writeMigration } from "./create";
import { NO_FILTERS, openOfflinePostgresqlEngine } from "./schema-engine";

/**
 * The schema the PostgreSQL migrations lead to, copied from prisma/schema.prisma each time one is
 * written. A new migration is the diff from this copy to the edited schema, computed by the schema
 * engine without a database, so `db:migrate` needs no PostgreSQL server.
 */
export const MIGRATED_SCHEMA_FILE = "migrated-schema.prisma";

export async function createPostgresqlMigration(
  name: string,
  migrationsDir = migrationsDirOf("postgresql"),
  folder = migrationFolderName(name),
): Promise<string | null> {
  const schemaText = await readFile(SCHEMA_PATH, "utf8");
  const sql = await postgresqlDiff(await migratedSchema(migrationsDir), schemaText);
  const written = writeMigration(migrationsDir, folder, sql, "postgresql");
  if (written) writeFileSync(path.join(migrationsDir, MIGRATED_SCHEMA_FILE), schemaText);
  return written;
}

/** The copy of the schema the PostgreSQL migrations reach, or null before the first one. */
export async function migratedSchema(migrationsDir = migrationsDirOf("postgresql")): Promise<string | null> {
  const file = path.join(migrationsDir, MIGRATED_SCHEMA_FILE);
  return existsSync(file) ? readFile(file, "utf8") : null;
}

/** PostgreSQL SQL from one version of prisma/schema.prisma (null: an empty database) to another. */
export async function postgresqlDiff(fromSchema: string | null, toSchema: string): Promise<string> {
  const content = postgresqlSchema(toSchema);
  const to = [{ path: POSTGRESQL_SCHEMA_PATH, content }];
  const { engine, close } = await openOfflinePostgresqlEngine(content, POSTGRESQL_SCHEMA_PATH);
  try {
    const { stdout } = await engine.diff({
      from:
        fromSchema === null
          ? { tag: "empty" }
          : { tag: "schemaDatamodel", files: [{ path: "migrated.prisma", content: postgresqlSchema(fromSchema) }] },
      to: { tag: "schemaDatamodel", files: to },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
    return stdout ?? "";
  } finally {
    await close();
  }
}
