import "server-only";
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import type pg from "pg";
import { databaseEngine, databaseUrl } from "@/lib/database-url";
import { postgresPoolOf } from "@/lib/prisma-client";
import { db } from "@/lib/server/db";

/**
 * The harness's reads (SQL with `?` placeholders), on the hot path of every injection, as prepared
 * statements outside Prisma, which cost more than the SQL itself (on SQLite ~0.07 ms of CPU per read,
 * 10,000 roster rows about twice the SQL). On SQLite they run on a read-only connection of the
 * harness's own; WAL (set by db:deploy) lets it read beside the app's writer. On PostgreSQL they run
 * on the app's pool as named statements, which each connection parses and plans once. Either way
 * they are outside every Prisma transaction and see what is committed, as Prisma's own reads there do.
 */
export async function readRows<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
  if (databaseEngine() === "sqlite") return statement(sql, false).all(...params) as T[];
  return (await postgresQuery(sql, params, "object")).rows as T[];
}

/** Rows as arrays of column values in SELECT order, for reads of thousands of rows. */
export async function readArrays(sql: string, params: readonly unknown[]): Promise<unknown[][]> {
  if (databaseEngine() === "sqlite") return statement(sql, true).all(...params) as unknown[][];
  return (await postgresQuery(sql, params, "array")).rows as unknown[][];
}

/** `?, ?, …` for an IN list of `count` values (never empty: an empty list is written as a false condition). */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => "?").join(", ");
}

type Reader = { url: string; connection: Database.Database; statements: Map<string, Database.Statement> };
const globalForReader = globalThis as unknown as { expertStudioSqlReader?: Reader };
const STATEMENTS = 200; // IN lists of different lengths are different statements

function statement(sql: string, arrays: boolean): Database.Statement {
  const reader = sqliteReader();
  const key = `${arrays ? "a" : "o"}:${sql}`;
  let prepared = reader.statements.get(key);
  if (!prepared) {
    prepared = reader.connection.prepare(sql);
    if (arrays) prepared.raw(true);
    reader.statements.set(key, prepared);
    if (reader.statements.size > STATEMENTS) reader.statements.delete(reader.statements.keys().next().value as string);
  }
  return prepared;
}

type PostgresStatement = { text: string; name?: string };
const postgresStatements = new Map<string, PostgresStatement>();

/** `?` numbered `$1…`, named by the SQL's hash while fewer than STATEMENTS are named (each connection keeps what it prepared). */
function postgresQuery(sql: string, params: readonly unknown[], rowMode: "object" | "array"): Promise<pg.QueryResult> {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error("The harness's PostgreSQL reads need the client made by createPrismaClient.");
  let known = postgresStatements.get(sql);
  if (!known) {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    const name =
      postgresStatements.size < STATEMENTS
        ? `harness_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`
        : undefined;
    known = { text, name };
    if (name) postgresStatements.set(sql, known);
  }
  return pool.query({ ...known, values: [...params], ...(rowMode === "array" ? { rowMode } : {}) });
}

// One connection per process and database file, opened on first use.
function sqliteReader(): Reader {
  const url = databaseUrl();
  const kept = globalForReader.expertStudioSqlReader;
  if (kept?.url === url) return kept;
  const connection = new Database(url.replace(/^file:/, ""), { readonly: true, fileMustExist: true, timeout: 10_000 });
  const reader = { url, connection, statements: new Map() };
  globalForReader.expertStudioSqlReader = reader;
  return reader;
}
