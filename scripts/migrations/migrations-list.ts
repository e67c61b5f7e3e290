import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";

/** Reads prisma/migrations the way the Prisma CLI does: folders in name order, each with migration.sql. */
export async function readMigrationsList(baseDir: string): Promise<MigrationList> {
  const lockPath = path.join(baseDir, "migration_lock.toml");
  const lockContent = existsSync(lockPath) ? await readFile(lockPath, "utf8") : null;
  const entries = existsSync(baseDir) ? await readdir(baseDir, { withFileTypes: true }) : [];
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => {
      const file = path.join(baseDir, folder, "migration.sql");
      const content = existsSync(file)
        ? { tag: "ok" as const, value: await readFile(file, "utf8") }
        : { tag: "error" as const, value: `${file} is missing` };
      return { path: folder, migrationFile: { path: "migration.sql", content } };
    }),
  );
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}
