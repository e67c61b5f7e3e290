import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import pino, { type Logger } from "pino";
import { requestIdOf } from "@/lib/domain/request-id";

const globalForLog = globalThis as unknown as { expertStudioLog?: Logger };

/** Structured JSON lines on stdout (level, time, msg, and the fields given); LOG_LEVEL sets the floor. */
export const log: Logger =
  globalForLog.expertStudioLog ??
  (globalForLog.expertStudioLog = pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      base: { app: "expert-studio" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Through the process's stdout stream (no worker thread), so every line is in order with Next's own.
    process.stdout,
  ));

/** A logger whose every line carries this request's id. */
export function requestLog(requestId: string): Logger {
  return log.child({ requestId });
}

/**
 * The logger of the request being served (a page or a server action): the id the proxy gave it,
 * or a fresh one outside a request (tests, scripts).
 */
export async function currentRequestLog(): Promise<Logger> {
  let requestId: string | null = null;
  try {
    requestId = requestIdOf({ headers: await headers() });
  } catch {
    // Not inside a request: nothing to correlate with.
  }
  return requestLog(requestId ?? randomUUID());
}

/** A refused authorization, always logged with the request id (rules §8). */
export async function logAuthorizationRefused(fields: Record<string, unknown>): Promise<void> {
  (await currentRequestLog()).warn({ event: "authorization_refused", ...fields }, "authorization refused");
}

/** A caught value as log fields: its message, and its stack when it has one (so a log line says where it failed). */
export function errorFields(error: unknown): { error: string; stack?: string } {
  return error instanceof Error && error.stack
    ? { error: String(error), stack: error.stack }
    : { error: String(error) };
}
