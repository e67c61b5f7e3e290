import { databaseUrl } from "../lib/database-url";
import { deployMigrations } from "./migrations/deploy";

try {
  const applied = await deployMigrations(databaseUrl());
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
  );
  process.exit(0); // the schema engine leaves a lock timer running
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
