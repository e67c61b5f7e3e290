import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { engineOf, migrationsDir, postgresqlSchema } from "./engines";

describe("engineOf", () => {
  test.each([
    ["file:./data/x.db", "sqlite"],
    ["postgresql://u@h:5432/d", "postgresql"],
    ["postgres://u@h/d", "postgresql"],
  ])("%s is %s", (url, engine) => {
    expect(engineOf(url)).toBe(engine);
  });

  test("another scheme is refused with a sentence naming both accepted forms", () => {
    expect(() => engineOf("mysql://u@h/d")).toThrow(
      'DATABASE_URL must be a SQLite "file:" URL or a postgresql:// URL (got "mysql:…").',
    );
  });

  test("each engine has its own migrations folder", () => {
    expect(migrationsDir("sqlite")).toMatch(/prisma\/migrations$/);
    expect(migrationsDir("postgresql")).toMatch(/prisma\/migrations-postgresql$/);
  });
});

describe("postgresqlSchema", () => {
  const source = readFileSync("prisma/schema.prisma", "utf8");

  test("changes only the provider and the client output", () => {
    const copy = postgresqlSchema(source);
    expect(copy).toContain('provider = "postgresql"');
    expect(copy).toContain('output   = "./prisma-postgresql"');
    expect(copy).not.toContain('"sqlite"');
    const changed = (text: string) =>
      text.split("\n").filter((l) => /provider = "(sqlite|postgresql)"|output\s+=/.test(l));
    const rest = (text: string) => text.split("\n").filter((l) => !changed(l).length && !l.startsWith("// Written by"));
    expect(rest(copy)).toEqual(rest(source));
  });

  test("a schema without the expected provider or output is refused, naming what it needs", () => {
    expect(() => postgresqlSchema(source.replace('provider = "sqlite"', 'provider = "mysql"'))).toThrow(
      /must keep `provider = "sqlite"`/,
    );
    expect(() => postgresqlSchema(source.replace('"../lib/generated/prisma"', '"../elsewhere"'))).toThrow(
      /output = "\.\.\/lib\/generated\/prisma"/,
    );
  });
});
