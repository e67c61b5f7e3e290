import path from "node:path";

/** DATABASE_URL, or a SQLite file inside the project; shared by the app, scripts and Prisma's config. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL?.trim() || `file:${path.join(process.cwd(), "data", "expert-studio.db")}`;
}

/** Which engine DATABASE_URL chooses (SPEC §8): `postgresql://`/`postgres://` or a SQLite `file:`. */
export function databaseEngine(env: NodeJS.ProcessEnv = process.env): "sqlite" | "postgresql" {
  return /^postgres(ql)?:\/\//i.test(databaseUrl(env)) ? "postgresql" : "sqlite";
}
