import "server-only";

// Prisma's codes for a database that did not answer in time or could not be reached.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
// What the driver adapters report for the same (their error's `kind`), and the drivers' own codes.
const ADAPTER_KINDS = new Set([
  "SocketTimeout",
  "DatabaseNotReachable",
  "ConnectionClosed",
  "TooManyConnections",
  "DatabaseDoesNotExist",
]);
const DRIVER_CODES = new Set([
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "53300",
]);
const DRIVER_MESSAGES =
  /database is locked|Connection terminated|timeout exceeded when trying to connect|Unable to start a transaction in the given time/i;

type ErrorLike = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
};

/**
 * Whether an error means the database did not answer (locked past its timeout, unreachable, out of
 * connections) rather than that the request or the code was wrong: such a request gets 503 and
 * `Retry-After` (rules §6.2). Walks the error's causes, as Prisma wraps the adapter's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const e = pending.pop() as ErrorLike | null | undefined;
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || DRIVER_CODES.has(e.code))) return true;
    if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.originalCode === "string" && DRIVER_CODES.has(e.originalCode)) return true;
    if (typeof e.message === "string" && DRIVER_MESSAGES.test(e.message)) return true;
    pending.push(e.cause, e.meta?.driverAdapterError?.cause, e.meta?.driverAdapterError);
  }
  return false;
}
