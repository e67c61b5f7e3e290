import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deployMigrations } from "../../scripts/migrations/deploy";

// Migrates one template database; each test file copies it instead of migrating again.
export default async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-test-template-"));
  const file = path.join(dir, "template.db");
  await deployMigrations(`file:${file}`);
  process.env.TEST_TEMPLATE_DB = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
