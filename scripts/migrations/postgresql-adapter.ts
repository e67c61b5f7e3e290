// @prisma/adapter-pg as the wasm schema engine needs it. Three defects of adapter-pg 7.10 inside
// the schema engine are worked around here (each one broke a migration when tried):
//  1. catalog reads return columns of type "char" (OID 18), which the adapter cannot map: they are
//     reported as text;
//  2. its shadow database is dropped before its pool closes and can land on the main database:
//     no migration path here needs one (new migrations are diffed between schemas), so asking is an error;
//  3. executeScript splits on every ";", even inside comments, and stops half-way: the whole
//     script goes as one simple query, which PostgreSQL runs all-or-nothing.
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

const CHAR_OID = 18;
const TEXT_OID = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] };

class CatalogFriendlyClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // The pool calls query with a callback; the adapter's transactions await a promise.
    this.query = ((...args: unknown[]) => {
      const callback =
        typeof args.at(-1) === "function" ? (args.pop() as (error: unknown, result?: QueryResultLike) => void) : null;
      if (callback)
        return query(...args, (error: unknown, result?: QueryResultLike) => callback(error, result && asText(result)));
      const result = query(...args);
      return result instanceof Promise ? result.then(asText) : result;
    }) as pg.Client["query"];
  }
}

function asText<T extends QueryResultLike>(result: T): T {
  for (const field of result.fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  return result;
}

export function postgresqlMigrationFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const pool = new pg.Pool({ connectionString: url, max: 2, Client: CatalogFriendlyClient });
  const factory = new PrismaPg(pool, { disposeExternalPool: true });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wholeScripts(await factory.connect(), pool),
    connectToShadowDb: async () => {
      throw new Error("No shadow database is used here: new PostgreSQL migrations are diffed between schemas.");
    },
  };
}

function wholeScripts(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  const reportError = (adapter as unknown as { onError(error: unknown): never }).onError.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      reportError(error);
    }
  };
  return adapter;
}
