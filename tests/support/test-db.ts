import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type Db } from "@/lib/prisma-client";

export type TestDatabase = { url: string; file: string; db: Db; cleanup: () => Promise<void> };

/** A fresh, migrated SQLite file of its own for one test file. */
export function createTestDatabase(): TestDatabase {
  const template = process.env.TEST_TEMPLATE_DB;
  if (!template) throw new Error("TEST_TEMPLATE_DB is not set: run the tests through vitest (see vitest.config.mts).");
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-test-db-"));
  const file = path.join(dir, "test.db");
  copyFileSync(template, file);
  const url = `file:${file}`;
  const db = createPrismaClient(url);
  return {
    url,
    file,
    db,
    cleanup: async () => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
