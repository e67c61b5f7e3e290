import "server-only";

// Column types as the harness's raw SQL (sql-reader.ts) returns them on SQLite and PostgreSQL alike,
// and their normalization, written once: SQLite gives booleans as 0/1 and DateTimes as numbers or
// text, PostgreSQL booleans and Dates; enums are read as their text. Each query types its row with
// these, and one function per row turns it into what the rest of the code reads.

export type SqlBoolean = boolean | 0 | 1;
export type SqlDateTime = Date | string | number;
export type SqlExpertStatus = "draft" | "published";
export type SqlGrantKind = "created" | "purchased";

/** A boolean column (or a boolean expression) as true or false; NULL reads as false. */
export function sqlBoolean(value: SqlBoolean | null): boolean {
  return value === true || value === 1;
}

/** Whether a nullable DateTime column (deletedAt, disabledAt) is set. */
export function isSet(value: SqlDateTime | null): boolean {
  return value !== null;
}
