import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type Db } from "@/lib/prisma-client";
import { createDatabase, databaseUrlFor, dropDatabase, testDatabaseName } from "./postgresql-databases";

export type TestDatabase = { url: string; db: Db; cleanup: () => Promise<void> };

/**
 * A fresh, migrated database of its own for one test file: a copy of the template the global setup
 * migrated (empty, or with the demo workspace loaded), a SQLite file by default or a PostgreSQL
 * database when TEST_DATABASE_URL names a server.
 */
export async function createTestDatabase(contents: "empty" | "demo" = "empty"): Promise<TestDatabase> {
  const template = contents === "demo" ? process.env.TEST_DEMO_TEMPLATE_DB : process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error("TEST_TEMPLATE_DB is not set: run the tests through vitest (see vitest.config.mts).");
  const server = process.env.TEST_DATABASE_URL;
  if (server) return createPostgresqlTestDatabase(server, template);
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-test-db-"));
  const file = path.join(dir, "test.db");
  copyFileSync(template, file);
  return connect(`file:${file}`, () => rmSync(dir, { recursive: true, force: true }));
}

async function createPostgresqlTestDatabase(server: string, template: string): Promise<TestDatabase> {
  const name = testDatabaseName("es_test");
  await createDatabase(server, name, template);
  return connect(databaseUrlFor(server, name), () => dropDatabase(server, name));
}

/** The client on the copy; cleanup disconnects it before removing the copy, which an open connection would hold. */
function connect(url: string, remove: () => unknown): TestDatabase {
  const db = createPrismaClient(url);
  return {
    url,
    db,
    cleanup: async () => {
      await db.$disconnect();
      await remove();
    },
  };
}
