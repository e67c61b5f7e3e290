import "server-only";
import { createHmac } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readRows } from "./sql-reader";

/**
 * The version stamp of everything an injection is made from: one row, bumped by database triggers in
 * the same transaction as every write to a table the injection reads (migration `harness_stamp`).
 * Null when the row is missing: then nothing is answered 304.
 */
export async function readInjectionStamp(): Promise<string | null> {
  // A prepared statement on the harness's reader, outside Prisma (sql-reader.ts): the whole cost of a 304.
  const [row] = await readRows<{ value: number | string | bigint }>(
    `SELECT "value" FROM "HarnessStamp" WHERE "id" = 1`,
    [],
  );
  return row ? String(row.value) : null;
}

// The build: another build may answer the same state differently. Every instance of one build shares it.
const BUILD = existsSync(".next/BUILD_ID") ? readFileSync(".next/BUILD_ID", "utf8").trim() : "source";

export type InjectionInputs = { userRef: string; expertRef: string; message?: string | null; version?: string | null };

/**
 * The injection's ETag: the stamp, the build and the request's inputs, keyed with the app's secret so
 * that no client can forge the tag of an answer it never received (a 304 would tell it that answer exists).
 * Equal on every instance for the same state and request.
 */
export function injectionEtag(stamp: string, inputs: InjectionInputs): string {
  const text = JSON.stringify([
    BUILD,
    stamp,
    inputs.userRef,
    inputs.expertRef,
    inputs.message ?? "",
    inputs.version ?? "served",
  ]);
  return `"${createHmac("sha256", process.env.NEXTAUTH_SECRET ?? "")
    .update(text)
    .digest("base64url")
    .slice(0, 27)}"`;
}
