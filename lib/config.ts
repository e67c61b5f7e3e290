import { z } from "zod";
import { databaseUrl, isPostgresqlUrl } from "./database-url";
import { firstIssue } from "./first-issue";
import { parseRateRule, type RateRule } from "./domain/rate-limit";
import { DEFAULT_ROSTER_TOKEN_BUDGET } from "./domain/roster-budget";

const rateRule = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx): RateRule | "off" => {
      const rule = parseRateRule(value);
      if (rule) return rule;
      ctx.addIssue({ code: "custom", message: 'must look like "10/15m" (attempts per window in s, m or h) or "off"' });
      return z.NEVER;
    });

/** A whole number of `unit` (a bare count without one) from `min` up; a refusal says which it must be. */
const wholeNumber = (min: number, unit?: string) => {
  const whole = { error: unit ? `must be a whole number of ${unit}` : "must be a whole number" };
  return z.coerce
    .number(whole)
    .int(whole)
    .min(min, { error: `must be at least ${min}${unit ? ` ${unit}` : ""}` });
};

// Settings from the environment (twelve-factor). Read once; a bad value stops the app at start
// with a sentence naming the variable.
const ConfigSchema = z.object({
  DATABASE_URL: z.string().refine((v) => v.startsWith("file:") || isPostgresqlUrl(v), {
    message: 'must be a SQLite "file:" URL or a postgresql:// URL',
  }),
  // rules §12: the bootstrap runtime key works "when set"; unset, only API keys authenticate.
  HARNESS_TOKEN: z.string().min(16, { message: "must be set to a service token of at least 16 characters" }).optional(),
  NEXTAUTH_SECRET: z.string().min(16, { message: "must be set to a random secret of at least 16 characters" }),
  DELEGATION_MAX_DEPTH: z.coerce.number().int().min(1).max(20).default(3),
  // Issue 9: failed sign-ins per account and per client address; sign-ups per email and per address.
  SIGN_IN_LIMIT_PER_ACCOUNT: rateRule("10/15m"),
  SIGN_IN_LIMIT_PER_ADDRESS: rateRule("100/15m"),
  SIGN_UP_LIMIT_PER_ACCOUNT: rateRule("10/15m"),
  SIGN_UP_LIMIT_PER_ADDRESS: rateRule("20/1h"),
  // rules §12: requests per API key, counted across every instance (the bootstrap HARNESS_TOKEN is not limited).
  API_KEY_RATE_LIMIT: rateRule("6000/1m"),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000, { message: "must be a whole number from 1 to 1000" })
    .default(10),
  // rules §11: the most tokens the delegate tool's list of Experts may take.
  ROSTER_TOKEN_BUDGET: wholeNumber(200, "tokens")
    .max(1_000_000, { error: "must be at most 1,000,000 tokens" })
    .default(DEFAULT_ROSTER_TOKEN_BUDGET),
  // Issue 23: X-Forwarded-Host (and -Proto) are believed only when a proxy in front says so.
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { error: 'must be "true" or "false"' })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // Issue 23: what one account may store: Experts (not deleted) and their text in MB.
  STORAGE_QUOTA_EXPERTS: wholeNumber(1).default(100),
  STORAGE_QUOTA_MB: wholeNumber(1, "MB").default(100),
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
    SIGN_IN_LIMIT_PER_ACCOUNT: env.SIGN_IN_LIMIT_PER_ACCOUNT || undefined,
    SIGN_IN_LIMIT_PER_ADDRESS: env.SIGN_IN_LIMIT_PER_ADDRESS || undefined,
    SIGN_UP_LIMIT_PER_ACCOUNT: env.SIGN_UP_LIMIT_PER_ACCOUNT || undefined,
    SIGN_UP_LIMIT_PER_ADDRESS: env.SIGN_UP_LIMIT_PER_ADDRESS || undefined,
    API_KEY_RATE_LIMIT: env.API_KEY_RATE_LIMIT || undefined,
    DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE?.trim() || undefined,
    ROSTER_TOKEN_BUDGET: env.ROSTER_TOKEN_BUDGET || undefined,
    TRUST_PROXY: env.TRUST_PROXY?.trim().toLowerCase() || undefined,
    STORAGE_QUOTA_EXPERTS: env.STORAGE_QUOTA_EXPERTS?.trim() || undefined,
    STORAGE_QUOTA_MB: env.STORAGE_QUOTA_MB?.trim() || undefined,
  });
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  const variable = String(issue.path[0]);
  // A number that is not one (ROSTER_TOKEN_BUDGET=lots) is an invalid_type too, but not a missing value.
  const given =
    ["ROSTER_TOKEN_BUDGET", "STORAGE_QUOTA_EXPERTS", "STORAGE_QUOTA_MB"].includes(variable) && env[variable];
  const detail = issue.code === "invalid_type" && !given ? "is missing" : issue.message;
  throw new ConfigError(`Configuration error: ${variable} ${detail}.`);
}

let cached: AppConfig | undefined;
export function config(): AppConfig {
  cached ??= readConfig();
  return cached;
}
