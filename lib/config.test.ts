import { describe, expect, test } from "vitest";
import { ConfigError, readConfig } from "./config";

const valid = { HARNESS_TOKEN: "token-0123456789abcdef", NEXTAUTH_SECRET: "secret-0123456789abcdef" };

describe("readConfig", () => {
  test("fills safe local defaults", () => {
    const config = readConfig({ ...valid } as unknown as NodeJS.ProcessEnv);
    expect(config.DATABASE_URL).toMatch(/^file:.*expert-studio\.db$/);
    expect(config.DELEGATION_MAX_DEPTH).toBe(3);
    expect(config.SIGN_IN_LIMIT_PER_ACCOUNT).toEqual({ limit: 10, windowSeconds: 900 });
    expect(config.SIGN_IN_LIMIT_PER_ADDRESS).toEqual({ limit: 100, windowSeconds: 900 });
    expect(config.SIGN_UP_LIMIT_PER_ADDRESS).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(config.DATABASE_POOL_SIZE).toBe(10);
    expect(config.ROSTER_TOKEN_BUDGET).toBe(4_000);
  });

  test("rate limits are configurable, or off", () => {
    const config = readConfig({
      ...valid,
      SIGN_IN_LIMIT_PER_ACCOUNT: "5/1h",
      SIGN_UP_LIMIT_PER_ADDRESS: "off",
    } as unknown as NodeJS.ProcessEnv);
    expect(config.SIGN_IN_LIMIT_PER_ACCOUNT).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.SIGN_UP_LIMIT_PER_ADDRESS).toBe("off");
  });

  test("accepts a PostgreSQL URL and a pool size", () => {
    const config = readConfig({
      ...valid,
      DATABASE_URL: "postgres://app@db:5432/studio",
      DATABASE_POOL_SIZE: "25",
    } as unknown as NodeJS.ProcessEnv);
    expect(config).toMatchObject({ DATABASE_URL: "postgres://app@db:5432/studio", DATABASE_POOL_SIZE: 25 });
  });

  test("reads ROSTER_TOKEN_BUDGET as a whole number of tokens", () => {
    expect(
      readConfig({ ...valid, ROSTER_TOKEN_BUDGET: "1500" } as unknown as NodeJS.ProcessEnv).ROSTER_TOKEN_BUDGET,
    ).toBe(1_500);
  });

  // rules §12: the bootstrap token works "when set"; unset or empty, the app starts with API keys only.
  test.each([
    ["unset", { NEXTAUTH_SECRET: valid.NEXTAUTH_SECRET }],
    ["empty", { ...valid, HARNESS_TOKEN: "" }],
  ])("HARNESS_TOKEN may be %s", (_label, env) => {
    expect(readConfig(env as unknown as NodeJS.ProcessEnv).HARNESS_TOKEN).toBeUndefined();
  });

  test.each([
    ["NEXTAUTH_SECRET", { HARNESS_TOKEN: valid.HARNESS_TOKEN }, "Configuration error: NEXTAUTH_SECRET is missing."],
    [
      "a short HARNESS_TOKEN",
      { ...valid, HARNESS_TOKEN: "short" },
      /^Configuration error: HARNESS_TOKEN must be set to a service token/,
    ],
    [
      "DATABASE_URL",
      { ...valid, DATABASE_URL: "mysql://x" },
      /^Configuration error: DATABASE_URL must be a SQLite "file:" URL/,
    ],
    ["DELEGATION_MAX_DEPTH", { ...valid, DELEGATION_MAX_DEPTH: "deep" }, /^Configuration error: DELEGATION_MAX_DEPTH /],
    [
      "SIGN_IN_LIMIT_PER_ADDRESS",
      { ...valid, SIGN_IN_LIMIT_PER_ADDRESS: "lots" },
      'Configuration error: SIGN_IN_LIMIT_PER_ADDRESS must look like "10/15m" (attempts per window in s, m or h) or "off".',
    ],
    ["DATABASE_POOL_SIZE", { ...valid, DATABASE_POOL_SIZE: "0" }, /^Configuration error: DATABASE_POOL_SIZE /],
    [
      "a huge DATABASE_POOL_SIZE",
      { ...valid, DATABASE_POOL_SIZE: "5000" },
      "Configuration error: DATABASE_POOL_SIZE must be a whole number from 1 to 1000.",
    ],
    [
      "a ROSTER_TOKEN_BUDGET that is not a number",
      { ...valid, ROSTER_TOKEN_BUDGET: "lots" },
      "Configuration error: ROSTER_TOKEN_BUDGET must be a whole number of tokens.",
    ],
    [
      "a fractional ROSTER_TOKEN_BUDGET",
      { ...valid, ROSTER_TOKEN_BUDGET: "12.5" },
      "Configuration error: ROSTER_TOKEN_BUDGET must be a whole number of tokens.",
    ],
    [
      "a tiny ROSTER_TOKEN_BUDGET",
      { ...valid, ROSTER_TOKEN_BUDGET: "10" },
      "Configuration error: ROSTER_TOKEN_BUDGET must be at least 200 tokens.",
    ],
  ])("stops with a sentence naming %s", (_name, env, message) => {
    expect(() => readConfig(env as unknown as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => readConfig(env as unknown as NodeJS.ProcessEnv)).toThrow(message);
  });
});
