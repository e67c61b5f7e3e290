import "server-only";
import { databaseUrl } from "@/lib/database-url";
import { createPrismaClient, type Db } from "@/lib/prisma-client";

const globalForDb = globalThis as unknown as { expertStudioDb?: Db };

export const db: Db = globalForDb.expertStudioDb ?? createPrismaClient(databaseUrl());
if (process.env.NODE_ENV !== "production") globalForDb.expertStudioDb = db;
