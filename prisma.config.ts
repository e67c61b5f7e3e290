import { defineConfig } from "prisma/config";
import { databaseUrl } from "./lib/database-url";
import { engineOf, migrationsDir, schemaPathFor } from "./scripts/migrations/engines";

// The engine of DATABASE_URL picks its schema copy and migrations folder (`npm run db:generate`
// writes the PostgreSQL copy), so `prisma migrate deploy` also works where Prisma's binary can be fetched.
const url = databaseUrl();
const engine = engineOf(url);

export default defineConfig({
  schema: schemaPathFor(engine),
  migrations: { path: migrationsDir(engine) },
  datasource: { url },
});
