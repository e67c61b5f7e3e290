import "server-only";
import Database from "better-sqlite3";
import { databaseEngine, databaseUrl } from "@/lib/database-url";
import { db } from "@/lib/server/db";

/**
 * The harness's reads (SQL with `?` placeholders), on the hot path of every injection. On SQLite they
 * run as prepared statements on a read-only connection of the harness's own: through Prisma each
 * read cost ~0.07 ms of CPU (about a tenth of a demo injection's) and 10,000 roster rows about twice
 * the SQL itself. WAL (set by db:deploy) lets this connection read beside the app's writer; it is
 * outside every Prisma transaction, so it sees what is committed, as Prisma's own reads outside a
 * transaction do. On PostgreSQL they go through Prisma's raw query, numbered `$1…`.
 */
export async function readRows<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
  if (databaseEngine() === "sqlite") return statement(sql, false).all(...params) as T[];
  let n = 0;
  return db.$queryRawUnsafe<T[]>(sql.replace(/\?/g, () => `$${++n}`), ...params);
}

/** SQLite only: rows as arrays of column values in SELECT order, for reads of thousands of rows. */
export function readSqliteArrays(sql: string, params: readonly unknown[]): unknown[][] {
  return statement(sql, true).all(...params) as unknown[][];
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
