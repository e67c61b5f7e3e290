import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { PrismaClient as PostgresqlPrismaClient } from "@/lib/generated/prisma-postgresql/client";
import { isPostgresqlUrl } from "@/lib/database-url";
import { gateOutsideTransactions } from "@/lib/sqlite-transaction-gate";

const omit = { user: { passwordHash: true } } as const;

/**
 * The one way a Prisma client is made, for the app (lib/server/db) and the scripts alike.
 * The URL picks client and adapter together: a client generated for one provider refuses the
 * other engine's adapter at run time. Both clients are generated from the one schema, so their
 * model types are the same and the app is typed against one of them.
 */
export function createPrismaClient(url: string, env: NodeJS.ProcessEnv = process.env) {
  if (isPostgresqlUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize(env) });
    const adapter = new PrismaPg(pool, { disposeExternalPool: true });
    const client = new PostgresqlPrismaClient({ adapter, omit }) as unknown as SqliteClient;
    pools.set(client, pool);
    return client;
  }
  return new PrismaClient({ adapter: new WalSqlite({ url, timeout: 10_000 }), omit });
}

/**
 * SQLite in WAL mode (set by db:deploy) with synchronous=NORMAL, the setting SQLite recommends for
 * WAL: a commit appends to the WAL without waiting for the disk, which is flushed at checkpoints.
 * better-sqlite3 is synchronous, so with the default (FULL) every commit held the whole server for a
 * disk flush — seconds when other processes write heavily — and concurrent requests timed out. The
 * database stays consistent whatever happens; a crash of the process loses nothing, a power loss or
 * OS crash may lose the last commits before the checkpoint. Plain queries wait while an interactive
 * transaction holds the one connection (lib/sqlite-transaction-gate.ts).
 */
class WalSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = gateOutsideTransactions(await super.connect());
    await adapter.executeScript("PRAGMA synchronous = NORMAL");
    return adapter;
  }
}

type SqliteClient = PrismaClient<never, typeof omit>;
export type Db = ReturnType<typeof createPrismaClient>;

// Per process, not per copy of this module: server.ts's lean path and Next's bundle each load their own
// copy, and share one client (lib/server/db.ts), so either must find its pool.
const globalForPools = globalThis as unknown as { expertStudioPools?: WeakMap<Db, pg.Pool> };
const pools = (globalForPools.expertStudioPools ??= new WeakMap<Db, pg.Pool>());

/**
 * The connection pool under a PostgreSQL client made here (null for SQLite): the harness's hot reads
 * use it directly, as prepared statements (lib/server/harness/sql-reader.ts), sharing the client's
 * DATABASE_POOL_SIZE connections rather than opening more.
 */
export function postgresPoolOf(client: Db): pg.Pool | null {
  return pools.get(client) ?? null;
}

export const DEFAULT_POOL_SIZE = 10;

/** DATABASE_POOL_SIZE: connections each app instance keeps to PostgreSQL. */
export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${raw}").`);
  }
  return size;
}
