// The two database engines the one schema runs on, chosen by DATABASE_URL's scheme.
import path from "node:path";
import { isPostgresqlUrl } from "../../lib/database-url";

export type Engine = "sqlite" | "postgresql";
export const ENGINES: readonly Engine[] = ["sqlite", "postgresql"];

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
/** Written from SCHEMA_PATH by `npm run db:generate`; never edited by hand (lib/generated is not committed). */
export const POSTGRESQL_SCHEMA_PATH = path.resolve("lib/generated/schema.postgresql.prisma");

export function engineOf(url: string): Engine {
  if (url.startsWith("file:")) return "sqlite";
  if (isPostgresqlUrl(url)) return "postgresql";
  throw new Error(`DATABASE_URL must be a SQLite "file:" URL or a postgresql:// URL (got "${url.split(":")[0]}:…").`);
}

export function migrationsDir(engine: Engine): string {
  return path.resolve(engine === "sqlite" ? "prisma/migrations" : "prisma/migrations-postgresql");
}

/**
 * prisma/schema.prisma with the PostgreSQL provider and its own client output (next to the
 * SQLite one). Everything else is shared, so both generated clients have the same model types.
 */
export function postgresqlSchema(schemaText: string): string {
  const provider = /(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/;
  const output = /(generator\s+client\s*\{[^}]*output\s*=\s*)"\.\.\/lib\/generated\/prisma"/;
  if (!provider.test(schemaText) || !output.test(schemaText)) {
    throw new Error(
      'prisma/schema.prisma must keep `provider = "sqlite"` in datasource db and `output = "../lib/generated/prisma"` ' +
        "in generator client: the PostgreSQL copy is written from them.",
    );
  }
  const header = "// Written by `npm run db:generate` from prisma/schema.prisma: edit that file instead.\n";
  return header + schemaText.replace(provider, '$1"postgresql"').replace(output, '$1"./prisma-postgresql"');
}

export function schemaPathFor(engine: Engine): string {
  return engine === "sqlite" ? SCHEMA_PATH : POSTGRESQL_SCHEMA_PATH;
}
