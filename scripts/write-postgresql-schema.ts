import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POSTGRESQL_SCHEMA_PATH, SCHEMA_PATH, postgresqlSchema } from "./migrations/engines";

try {
  mkdirSync(path.dirname(POSTGRESQL_SCHEMA_PATH), { recursive: true });
  writeFileSync(POSTGRESQL_SCHEMA_PATH, postgresqlSchema(readFileSync(SCHEMA_PATH, "utf8")));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
