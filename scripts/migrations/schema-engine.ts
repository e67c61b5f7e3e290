// Prisma's schema engine, loaded from its WebAssembly build so migrations work with no
// binary download: the same engine `prisma migrate` uses, driven through a driver adapter.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { engineOf, migrationsDir, SCHEMA_PATH } from "./engines";
import { postgresqlMigrationFactory } from "./postgresql-adapter";

const require = createRequire(import.meta.url);

export { SCHEMA_PATH };
export const MIGRATIONS_DIR = migrationsDir("sqlite");
// Tables written by hand in the marketplace_search migration, which the schema cannot describe:
// SQLite's FTS5 table with the shadow tables FTS5 keeps for it, and PostgreSQL's tsvector table.
// Diffs and drift checks leave them alone.
// Also each engine's vocabulary of the indexed words (marketplace_search_slugs_and_vocabulary).
const SQLITE_SEARCH_TABLES = ["", "_config", "_data", "_docsize", "_idx", "Vocab"].map(
  (suffix) => `ExpertSearch${suffix}`,
);
type Filters = { externalTables: string[]; externalEnums: string[] };
export const SQLITE_FILTERS: Filters = { externalTables: SQLITE_SEARCH_TABLES, externalEnums: [] };
export const POSTGRESQL_FILTERS: Filters = {
  externalTables: ["public.ExpertSearch", "public.ExpertSearchTerm"],
  externalEnums: [],
};
export const NO_FILTERS: Filters = { externalTables: [], externalEnums: [] };

type EngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
let engineModule: Promise<EngineModule> | undefined;

function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const dir = path.dirname(bgPath);
    const bg = (await import(pathToFileURL(bgPath).href)) as EngineModule;
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
    });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return engineModule;
}

export function sqliteFileFromUrl(url: string): string {
  if (engineOf(url) !== "sqlite") throw new Error(`Expected a SQLite "file:" URL (got "${url.split(":")[0]}:…").`);
  return url.slice("file:".length);
}

export type OpenEngine = { engine: SchemaEngine; close: () => Promise<void> };

/**
 * Opens the engine on the database at `url` (SQLite file or PostgreSQL), with the schema text of
 * that engine. `close()` frees the engine and the connections it opened: freeing the engine alone
 * leaves them open (and a SQLite file locked).
 */
export async function openSchemaEngine(url: string, schemaText: string, schemaPath = SCHEMA_PATH): Promise<OpenEngine> {
  const factory = engineOf(url) === "sqlite" ? new PrismaBetterSqlite3({ url }) : postgresqlMigrationFactory(url);
  const bg = await loadEngineModule();
  const connections: SqlDriverAdapter[] = [];
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => remember(await factory.connect()),
    connectToShadowDb: async () => remember(await factory.connectToShadowDb()),
  };
  function remember(connection: SqlDriverAdapter) {
    connections.push(connection);
    return connection;
  }
  const log = () => {};
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[schemaPath, schemaText]] },
    log,
    bindMigrationAwareSqlAdapterFactory(tracked),
  );
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(connections.splice(0).map((c) => c.dispose()));
    },
  };
}

/** What the schema engine writes for a diff with nothing to do. */
export const EMPTY_MIGRATION = "-- This is an empty migration.";

/** The SQL that takes the database the engine is open on to the schema in `files` (may be EMPTY_MIGRATION). */
export async function diffDatabaseToSchema(
  engine: SchemaEngine,
  files: { path: string; content: string }[],
  filters: Filters = NO_FILTERS,
): Promise<string> {
  const { stdout } = await engine.diff({
    from: { tag: "schemaDatasource", files, configDir: process.cwd() },
    to: { tag: "schemaDatamodel", files },
    script: true,
    exitCode: null,
    filters,
  });
  return (stdout ?? "").trim();
}

/**
 * The engine with no PostgreSQL server behind it, for diffs between two schemas (how
 * `prisma migrate diff --from-schema --to-schema` runs without a database). On start the engine
 * asks only for the server version; it is told PostgreSQL 15, the oldest version the project runs
 * on. Any other query fails, naming why.
 */
export async function openOfflinePostgresqlEngine(schemaText: string, schemaPath: string): Promise<OpenEngine> {
  const bg = await loadEngineModule();
  const factory = bindMigrationAwareSqlAdapterFactory(offlinePostgresqlFactory());
  const engine = await bg.SchemaEngine.new({ datamodels: [[schemaPath, schemaText]] }, () => {}, factory);
  return { engine, close: async () => engine.free() };
}

function offlinePostgresqlFactory(): SqlMigrationAwareDriverAdapterFactory {
  const refuse = () => Promise.reject(new Error("This schema diff runs without a database and cannot query one."));
  const adapter: SqlDriverAdapter = {
    provider: "postgres",
    adapterName: "offline-postgresql",
    queryRaw: async ({ sql }) => {
      if (!sql.includes("server_version_num")) return refuse();
      return {
        columnNames: ["exists", "version", "numeric_version"],
        columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
        rows: [[true, "PostgreSQL 15.0", 150000]],
      };
    },
    executeRaw: refuse,
    executeScript: refuse,
    startTransaction: refuse,
    getConnectionInfo: () => ({ schemaName: "public", supportsRelationJoins: true }),
    dispose: async () => {},
  };
  return {
    provider: "postgres",
    adapterName: "offline-postgresql",
    connect: async () => adapter,
    connectToShadowDb: async () => adapter,
  };
}
