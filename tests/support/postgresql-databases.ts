import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * Databases on the PostgreSQL test server (TEST_DATABASE_URL names its maintenance database):
 * each test file gets a copy of one migrated template, as SQLite test files get a copy of a file.
 */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replaceAll("-", "")}`;
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Names come from testDatabaseName (hex and underscores), so quoting them is enough.
export function createDatabase(serverUrl: string, database: string, template?: string): Promise<void> {
  const from = template ? ` TEMPLATE "${template}"` : "";
  return onServer(serverUrl, async (c) => void (await c.query(`CREATE DATABASE "${database}"${from}`)));
}

export function dropDatabase(serverUrl: string, database: string): Promise<void> {
  return onServer(serverUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)));
}
