import { readFile } from "node:fs/promises";
import { POSTGRESQL_SCHEMA_PATH, SCHEMA_PATH, engineOf, postgresqlSchema } from "./engines";
import {
  EMPTY_MIGRATION,
  POSTGRESQL_FILTERS,
  SQLITE_FILTERS,
  diffDatabaseToSchema,
  openSchemaEngine,
} from "./schema-engine";

/** The SQL that would take the database at `url` to prisma/schema.prisma; "" when they match. */
export async function driftFromSchema(url: string): Promise<string> {
  const source = await readFile(SCHEMA_PATH, "utf8");
  const onPostgresql = engineOf(url) === "postgresql";
  const schemaPath = onPostgresql ? POSTGRESQL_SCHEMA_PATH : SCHEMA_PATH;
  const content = onPostgresql ? postgresqlSchema(source) : source;
  const files = [{ path: schemaPath, content }];
  const { engine, close } = await openSchemaEngine(url, content, schemaPath);
  try {
    const sql = await diffDatabaseToSchema(engine, files, onPostgresql ? POSTGRESQL_FILTERS : SQLITE_FILTERS);
    return sql === EMPTY_MIGRATION ? "" : sql;
  } finally {
    await close();
  }
}
