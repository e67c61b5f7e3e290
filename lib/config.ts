import { z } from "zod";
import { databaseUrl } from "./database-url";

// Settings from the environment (twelve-factor). Read once; a bad value stops the app at start
// with a sentence naming the variable.
const ConfigSchema = z.object({
  DATABASE_URL: z.string().refine((v) => v.startsWith("file:") || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a SQLite "file:" URL or a postgresql:// URL',
  }),
  HARNESS_TOKEN: z.string().min(16, { message: "must be set to a service token of at least 16 characters" }),
  NEXTAUTH_SECRET: z.string().min(16, { message: "must be set to a random secret of at least 16 characters" }),
  DELEGATION_MAX_DEPTH: z.coerce.number().int().min(1).max(20).default(3),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000, { message: "must be a whole number from 1 to 1000" }).default(10),
});

export type AppConfig = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ConfigSchema.safeParse({
    DATABASE_URL: databaseUrl(env),
    // An empty value counts as missing.
    HARNESS_TOKEN: env.HARNESS_TOKEN || undefined,
    NEXTAUTH_SECRET: env.NEXTAUTH_SECRET || env.AUTH_SECRET || undefined,
    DELEGATION_MAX_DEPTH: env.DELEGATION_MAX_DEPTH || undefined,
    DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE?.trim() || undefined,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue.path[0]);
  const detail = issue.code === "invalid_type" ? "is missing" : issue.message;
  throw new ConfigError(`Configuration error: ${variable} ${detail}.`);
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}
