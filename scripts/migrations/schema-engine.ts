// Prisma's schema engine, loaded from its WebAssembly build so migrations work with no
// binary download: the same engine `prisma migrate` uses, driven through the driver adapter.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

const require = createRequire(import.meta.url);

export const SCHEMA_PATH = path.resolve("prisma/schema.prisma");
export const MIGRATIONS_DIR = path.resolve("prisma/migrations");
export const NO_FILTERS = { externalTables: [], externalEnums: [] };

type EngineModule = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");
let engineModule: Promise<EngineModule> | undefined;

function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bgPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const dir = path.dirname(bgPath);
    const bg: EngineModule = await import(pathToFileURL(bgPath).href);
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
  if (!url.startsWith("file:")) {
    throw new Error(
      `DATABASE_URL must be a SQLite "file:" URL for this script (got "${url.split(":")[0]}:…"); ` +
        "on PostgreSQL apply the same migrations with `prisma migrate deploy`.",
    );
  }
  return url.slice("file:".length);
}

export type OpenEngine = { engine: SchemaEngine; close: () => Promise<void> };

/**
 * Opens the engine on a SQLite database. `close()` frees the engine and the connections it
 * opened: freeing the engine alone leaves them open, and the file locked.
 */
export async function openSchemaEngine(url: string, schemaText: string): Promise<OpenEngine> {
  sqliteFileFromUrl(url);
  const bg = await loadEngineModule();
  const factory = new PrismaBetterSqlite3({ url });
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
  const engine = await bg.SchemaEngine.new({ datamodels: [[SCHEMA_PATH, schemaText]] }, log, bindMigrationAwareSqlAdapterFactory(tracked));
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.all(connections.splice(0).map((c) => c.dispose()));
    },
  };
}
