import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/lib/generated/prisma/client";

/** The one way a Prisma client is made, for the app (lib/server/db) and the scripts alike. */
export function createPrismaClient(url: string) {
  const adapter = new PrismaBetterSqlite3({ url, timeout: 10_000 });
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrismaClient>;
