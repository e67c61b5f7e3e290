import path from "node:path";

/** DATABASE_URL, or a SQLite file inside the project; shared by the app, scripts and Prisma's config. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || `file:${path.join(process.cwd(), "data", "expert-studio.db")}`;
}

/** A PostgreSQL URL (`postgresql://` or `postgres://`); the only other kind the app takes is a SQLite `file:`. */
export function isPostgresqlUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Which engine DATABASE_URL chooses (rules §8): `postgresql://`/`postgres://` or a SQLite `file:`. */
export function databaseEngine(env: NodeJS.ProcessEnv = process.env): "sqlite" | "postgresql" {
  return isPostgresqlUrl(databaseUrl(env)) ? "postgresql" : "sqlite";
}
