import "server-only";

// Column types as the harness's raw SQL (sql-reader.ts) returns them on SQLite and PostgreSQL alike,
// and their normalization, written once: SQLite gives booleans as 0/1 and DateTimes as numbers or
// text, PostgreSQL booleans and Dates; enums are read as their text. Each query types its row with
// these, and one function per row turns it into what the rest of the code reads.

// Prisma's $queryRaw gives SQLite's integers as BigInt (0n/1n); the harness's reader gives numbers.
export type SqlBoolean = boolean | 0 | 1 | 0n | 1n;
/** An integer column: PostgreSQL's bigint arrives as a BigInt, SQLite's as a number. */
export type SqlInteger = number | bigint;
export type SqlDateTime = Date | string | number;
export type SqlExpertStatus = "draft" | "published";
export type SqlGrantKind = "created" | "purchased";

/** A boolean column (or a boolean expression) as true or false; NULL reads as false. */
export function sqlBoolean(value: SqlBoolean | null): boolean {
  return value === true || value === 1 || value === 1n;
}

/** Whether a nullable DateTime column (deletedAt, disabledAt) is set. */
export function isSet(value: SqlDateTime | null): boolean {
  return value !== null;
}
