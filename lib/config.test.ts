import { describe, expect, test } from "vitest";
import { ConfigError, readConfig } from "./config";

const valid = { HARNESS_TOKEN: "token-0123456789abcdef", NEXTAUTH_SECRET: "secret-0123456789abcdef" };

describe("readConfig", () => {
  test("fills safe local defaults", () => {
    const config = readConfig({ ...valid } as unknown as NodeJS.ProcessEnv);
    expect(config.DATABASE_URL).toMatch(/^file:.*expert-studio\.db$/);
    expect(config.DELEGATION_MAX_DEPTH).toBe(3);
    expect(config.ROSTER_TOKEN_BUDGET).toBe(4_000);
  });

  test("reads ROSTER_TOKEN_BUDGET as a whole number of tokens", () => {
    expect(readConfig({ ...valid, ROSTER_TOKEN_BUDGET: "1500" } as unknown as NodeJS.ProcessEnv).ROSTER_TOKEN_BUDGET).toBe(1_500);
  });

  test.each([
    ["HARNESS_TOKEN", { NEXTAUTH_SECRET: valid.NEXTAUTH_SECRET }, "Configuration error: HARNESS_TOKEN is missing."],
    ["NEXTAUTH_SECRET", { HARNESS_TOKEN: valid.HARNESS_TOKEN }, "Configuration error: NEXTAUTH_SECRET is missing."],
    ["an empty HARNESS_TOKEN", { ...valid, HARNESS_TOKEN: "" }, "Configuration error: HARNESS_TOKEN is missing."],
    ["a short HARNESS_TOKEN", { ...valid, HARNESS_TOKEN: "short" }, /^Configuration error: HARNESS_TOKEN must be set to a service token/],
    ["DATABASE_URL", { ...valid, DATABASE_URL: "mysql://x" }, /^Configuration error: DATABASE_URL must be a SQLite "file:" URL/],
    ["DELEGATION_MAX_DEPTH", { ...valid, DELEGATION_MAX_DEPTH: "deep" }, /^Configuration error: DELEGATION_MAX_DEPTH /],
    ["a ROSTER_TOKEN_BUDGET that is not a number", { ...valid, ROSTER_TOKEN_BUDGET: "lots" }, "Configuration error: ROSTER_TOKEN_BUDGET must be a whole number of tokens."],
    ["a fractional ROSTER_TOKEN_BUDGET", { ...valid, ROSTER_TOKEN_BUDGET: "12.5" }, "Configuration error: ROSTER_TOKEN_BUDGET must be a whole number of tokens."],
    ["a tiny ROSTER_TOKEN_BUDGET", { ...valid, ROSTER_TOKEN_BUDGET: "10" }, "Configuration error: ROSTER_TOKEN_BUDGET must be at least 200 tokens."],
  ])("stops with a sentence naming %s", (_name, env, message) => {
    expect(() => readConfig(env as unknown as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => readConfig(env as unknown as NodeJS.ProcessEnv)).toThrow(message);
  });
});
