import { databaseUrl } from "../lib/database-url";
import { createMigration } from "./migrations/create";
import { deployMigrations } from "./migrations/deploy";

const name = process.argv.slice(2).join(" ").trim();
if (!name) {
  console.error("Usage: npm run db:migrate -- <name>   (e.g. npm run db:migrate -- add price label)");
  process.exit(1);
}
try {
  const folder = await createMigration(name);
  console.log(folder ? `Created prisma/migrations/${folder}/migration.sql` : "The schema matches the migrations: nothing to create.");
  const applied = await deployMigrations(databaseUrl());
  if (applied.length) console.log(`Applied: ${applied.join(", ")}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
