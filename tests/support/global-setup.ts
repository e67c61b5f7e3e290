import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient } from "../../lib/prisma-client";
import { importWorkspace } from "../../prisma/seed/import-workspace";
import { deployMigrations } from "../../scripts/migrations/deploy";
import { createDatabase, databaseUrlFor, dropDatabase, testDatabaseName } from "./postgresql-databases";

// Migrates one template database, and a second one holding the demo workspace; each test file
// copies one of them instead of migrating (and hashing the demo passwords) again.
// TEST_DATABASE_URL (a PostgreSQL server's maintenance database) runs the suite on PostgreSQL.
export default async function setup() {
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const template = testDatabaseName("es_template");
    const demo = testDatabaseName("es_template_demo");
    await createDatabase(server, template);
    await deployMigrations(databaseUrlFor(server, template));
    await createDatabase(server, demo, template);
    await loadDemo(databaseUrlFor(server, demo));
    process.env.TEST_TEMPLATE_DB = template;
    process.env.TEST_DEMO_TEMPLATE_DB = demo;
    return async () => {
      await dropDatabase(server, demo);
      await dropDatabase(server, template);
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-test-template-"));
  const file = path.join(dir, "template.db");
  const demo = path.join(dir, "demo.db");
  await deployMigrations(`file:${file}`);
  copyFileSync(file, demo);
  await loadDemo(`file:${demo}`);
  process.env.TEST_TEMPLATE_DB = file;
  process.env.TEST_DEMO_TEMPLATE_DB = demo;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function loadDemo(url: string): Promise<void> {
  const db = createPrismaClient(url);
  try {
    const result = await importWorkspace(db, JSON.parse(readFileSync("prisma/workspaces/demo.json", "utf8")));
    if (!result.ok) throw new Error(`The demo workspace did not load: ${result.error}`);
  } finally {
    await db.$disconnect();
  }
}
