import "server-only";
import { config } from "@/lib/config";
import { createPrismaClient, type Db } from "@/lib/prisma-client";

const globalForDb = globalThis as unknown as { expertStudioDb?: Db };

export const db: Db = globalForDb.expertStudioDb ?? createPrismaClient(config().DATABASE_URL);
if (process.env.NODE_ENV !== "production") globalForDb.expertStudioDb = db;
