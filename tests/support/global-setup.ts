import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deployMigrations } from "../../scripts/migrations/deploy";
import { createDatabase, databaseUrlFor, dropDatabase, testDatabaseName } from "./postgresql-databases";

// Migrates one template database; each test file copies it instead of migrating again.
// TEST_DATABASE_URL (a PostgreSQL server's maintenance database) runs the suite on PostgreSQL.
export default async function setup() {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const template = testDatabaseName("es_template");
    await createDatabase(server, template);
    await deployMigrations(databaseUrlFor(server, template));
    process.env.TEST_TEMPLATE_DB = template;
    return () => dropDatabase(server, template);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-test-template-"));
  const file = path.join(dir, "template.db");
  await deployMigrations(`file:${file}`);
  process.env.TEST_TEMPLATE_DB = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
