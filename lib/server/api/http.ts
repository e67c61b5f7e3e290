import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import { config } from "@/lib/config";
import { databaseEngine } from "@/lib/database-url";
import { requestIdOf } from "@/lib/domain/request-id";
import { AppError } from "@/lib/server/errors";
import { requestLog } from "@/lib/server/log";
import { metrics } from "@/lib/server/metrics";
import { nextTurn } from "@/lib/server/api/event-loop-turns";

export type ApiContext = { requestId: string; route: string; started: number };

/** The request's context: the id the proxy gave it (the one its response carries), or a fresh one. */
export function startRequest(route: string, request?: Request): ApiContext {
  return { requestId: requestIdOf(request) ?? randomUUID(), route, started: Date.now() };
}

/** One JSON line per request and per refused authorization (SPEC §8 observability), and its metrics. */
export function logRequest(ctx: ApiContext, status: number, extra: Record<string, unknown> = {}): void {
  const ms = Date.now() - ctx.started;
  const line = { event: "api_request", route: ctx.route, status, ms, ...extra };
  const logger = requestLog(ctx.requestId);
  if (status >= 500) logger.error(line, "request failed");
  else if (status === 401 || status === 403) logger.warn(line, "request refused");
  else logger.info(line, "request served");
  metrics.requests.inc({ route: ctx.route, status: String(status) });
  metrics.latency.observe({ route: ctx.route }, ms / 1000);
}

export function json(ctx: ApiContext, status: number, body: unknown, extra: Record<string, unknown> = {}, more: Record<string, string> = {}): Response {
  logRequest(ctx, status, extra);
  // After a 413 the unread rest of the body is not wanted: closing stops the client sending it.
  const headers = new Headers({ ...more, "x-request-id": ctx.requestId });
  if (status === 413) headers.set("connection", "close");
  return Response.json(body, { status, headers });
}

/** Constant-time comparison of the bearer token with HARNESS_TOKEN. */
export function hasServiceToken(request: Request): boolean {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]), tokenDigest(config().HARNESS_TOKEN));
}

const digest = (s: string) => createHash("sha256").update(s).digest();
// The configured token's digest, computed once per token value rather than on every request.
let expected = { token: "", digest: digest("") };
function tokenDigest(token: string): Buffer {
  if (expected.token !== token) expected = { token, digest: digest(token) };
  return expected.digest;
}

export function unauthorized(ctx: ApiContext): Response {
  return json(ctx, 401, { error: "Missing or invalid service token: send Authorization: Bearer <HARNESS_TOKEN>." }, { authorization: "refused" });
}

/** SPEC §6.1: a body past this is refused with 413 without reading the rest. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const TOO_LARGE = "Request body too large (limit 1 MB)";

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; status: 400 | 413; error: string };

/**
 * The body as text, or null past the limit: a declared Content-Length is refused before any
 * byte is read, and a chunked body is counted as it streams and cut at the limit.
 */
export async function readBodyText(request: Request, limit = BODY_LIMIT_BYTES): Promise<string | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A bounded body that must be one JSON object; anything else becomes a sentence and its status. */
export async function readJsonObject(request: Request, limit = BODY_LIMIT_BYTES): Promise<ParsedBody<object>> {
  const text = await readBodyText(request, limit);
  if (text === null) return { ok: false, status: 413, error: limit === BODY_LIMIT_BYTES ? TOO_LARGE : `Request body too large (limit ${limit / 1024} KB)` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { ok: false, status: 400, error: "The request body must be a JSON object." };
  }
  return { ok: true, data: raw };
}

/** Reads a JSON body; invalid JSON or a bad field becomes a sentence naming the problem. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<ParsedBody<T>> {
  const body = await readJsonObject(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join(".") || "body";
  return { ok: false, status: 400, error: `Field "${field}" ${issue.message}.` };
}

/**
 * The shared shell of a harness endpoint: service token, bounded JSON body, expected errors with
 * their code's status (404 for an unknown user or Expert, 403 for a disabled user).
 * `handle` returns the 200 body and the fields to log beside it.
 */
export async function serveHarnessRequest<T>(
  request: Request,
  route: string,
  schema: z.ZodType<T>,
  handle: (input: T, ctx: ApiContext) => Promise<{ body: unknown; log?: Record<string, unknown> }>,
): Promise<Response> {
  const ctx = startRequest(route, request);
  if (!hasServiceToken(request)) return unauthorized(ctx);
  // On SQLite a request never yields (better-sqlite3 is synchronous), so the work waits its turn
  // and the loop accepts between requests (event-loop-turns.ts); on PostgreSQL every query yields.
  if (databaseEngine() === "sqlite") await nextTurn();
  // A client that gave up while its request waited (its timeout, under load) gets no work done:
  // it would only delay the requests still wanted, and log a delegation nobody was told of.
  if (request.signal.aborted) return json(ctx, 499, { error: "The client closed the request before it was served." });
  const body = await parseJsonBody(request, schema);
  if (!body.ok) return json(ctx, body.status, { error: body.error });
  try {
    const result = await handle(body.data, ctx);
    return json(ctx, 200, result.body, result.log);
  } catch (error) {
    if (error instanceof AppError) return appErrorResponse(ctx, error);
    logRequest(ctx, 500, { error: String(error) });
    throw error;
  }
}

/** An expected failure as JSON with its code's status: the sentence, field errors if any, `Retry-After` when limited. */
export function appErrorResponse(ctx: ApiContext, error: AppError): Response {
  const body = error.fieldErrors ? { error: error.message, fieldErrors: error.fieldErrors } : { error: error.message };
  const headers: Record<string, string> = error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {};
  return json(ctx, error.httpStatus, body, { code: error.code }, headers);
}

/**
 * Route handlers lack the origin check Next gives server actions: a browser names the page's
 * origin on every cross-site POST, and it must be this app's host. Clients that send no Origin
 * (scripts, curl) are not browsers carrying someone's cookies, so they pass.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host);
  } catch {
    return false;
  }
}
