// Runs inside the harness worker (see trace-job.ts for why there is no `server-only` here).
import Database from "better-sqlite3";
import pg from "pg";
import { isPostgresqlUrl } from "@/lib/database-url";
import type { SpecReads } from "./trace-job";

const DRAFT_SPECS = `SELECT "raw" FROM "SubagentSpec" WHERE "expertId" = ? ORDER BY "position"`;
const VERSION_CONFIG = `SELECT CAST("config" AS TEXT) FROM "ExpertVersion" WHERE "id" = ?`;

/**
 * The trace's reads of the large columns (a draft's specs, a version's stored configuration), on a
 * connection opened for the job and closed after it: the worker holds none between jobs, so a
 * database can be dropped or its file removed while the worker lives. Read-only; what is committed.
 */
export async function withSpecReads<T>(databaseUrl: string, task: (reads: SpecReads) => Promise<T>): Promise<T> {
  if (isPostgresqlUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const column = async (sql: string, value: string) => {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const { rows } = await client.query<unknown[]>({ text, values: [value], rowMode: "array" });
      return rows.map((row) => row[0]);
    };
    try {
      return await task({
        draftSpecs: async (expertId) => (await column(DRAFT_SPECS, expertId)) as string[],
        versionConfig: async (versionId) => parsed((await column(VERSION_CONFIG, versionId))[0]),
      });
    } finally {
      await client.end();
    }
  }
  const connection = new Database(databaseUrl.replace(/^file:/, ""), {
    readonly: true,
    fileMustExist: true,
    timeout: 10_000,
  });
  const column = (sql: string, value: string) =>
    (connection.prepare(sql).raw(true).all(value) as unknown[][]).map((row) => row[0]);
  try {
    return await task({
      draftSpecs: async (expertId) => column(DRAFT_SPECS, expertId) as string[],
      versionConfig: async (versionId) => parsed(column(VERSION_CONFIG, versionId)[0]),
    });
  } finally {
    connection.close();
  }
}

function parsed(text: unknown): unknown {
  return typeof text === "string" ? (JSON.parse(text) as unknown) : null;
}
