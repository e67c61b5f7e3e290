import { databaseUrl } from "../lib/database-url";
import { createMigration, migrationFolderName } from "./migrations/create";
import { createPostgresqlMigration } from "./migrations/create-postgresql";
import { deployMigrations } from "./migrations/deploy";
import { ENGINES, type Engine } from "./migrations/engines";

const USAGE =
  "Usage: npm run db:migrate -- [--engine sqlite|postgresql] <name>   (e.g. npm run db:migrate -- add price label)\n" +
  "Writes the migration for both engines, or only the one named (e.g. the PostgreSQL twin of a SQLite migration).";

function parseArgs(args: string[]): { engines: readonly Engine[]; name: string } {
  const at = args.indexOf("--engine");
  if (at === -1) return { engines: ENGINES, name: args.join(" ").trim() };
  const engine = args[at + 1];
  if (engine !== "sqlite" && engine !== "postgresql")
    throw new Error(`--engine must be "sqlite" or "postgresql".\n${USAGE}`);
  return {
    engines: [engine],
    name: args
      .filter((_, i) => i !== at && i !== at + 1)
      .join(" ")
      .trim(),
  };
}

try {
  const { engines, name } = parseArgs(process.argv.slice(2));
  if (!name) throw new Error(USAGE);
  const folder = migrationFolderName(name);
  for (const engine of engines) {
    const written =
      engine === "sqlite"
        ? await createMigration(name, undefined, folder)
        : await createPostgresqlMigration(name, undefined, folder);
    const dir = engine === "sqlite" ? "prisma/migrations" : "prisma/migrations-postgresql";
    console.log(
      written
        ? `Created ${dir}/${written}/migration.sql`
        : `${engine}: the schema matches the migrations, nothing to create.`,
    );
  }
  const applied = await deployMigrations(databaseUrl());
  if (applied.length) console.log(`Applied: ${applied.join(", ")}`);
  process.exit(0); // the schema engine leaves a lock timer running
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
