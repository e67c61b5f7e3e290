import { describe, expect, test } from "vitest";
import { DEFAULT_POOL_SIZE, poolSize } from "./prisma-client";

const env = (value?: string) => ({ DATABASE_POOL_SIZE: value }) as unknown as NodeJS.ProcessEnv;

describe("poolSize", () => {
  test("defaults to 10 when unset or blank", () => {
    expect(DEFAULT_POOL_SIZE).toBe(10);
    expect(poolSize(env())).toBe(10);
    expect(poolSize(env("  "))).toBe(10);
  });

  test("reads a whole number", () => {
    expect(poolSize(env(" 25 "))).toBe(25);
  });

  test.each(["0", "-3", "2.5", "ten", "1001"])("refuses %s with a sentence naming the variable", (value) => {
    expect(() => poolSize(env(value))).toThrow(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${value}").`,
    );
  });
});
