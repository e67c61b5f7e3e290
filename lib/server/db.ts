import "server-only";
import { databaseUrl } from "@/lib/database-url";
import { createPrismaClient, type Db } from "@/lib/prisma-client";

const globalForDb = globalThis as unknown as { expertStudioDb?: Db };

// One client per process, also in production: server.ts serves the machine API from its own copy of
// this module (ARCHITECTURE.md, the lean path) beside Next's bundled one, and on SQLite two clients
// would be two connections whose transactions the transaction gate could not order.
export const db: Db = (globalForDb.expertStudioDb ??= createPrismaClient(databaseUrl()));
