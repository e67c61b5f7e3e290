import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { databaseEngine } from "@/lib/database-url";
import { API_ERROR_STATUS, apiError, methodNotAllowedSentence } from "@/lib/domain/api-contract";
import { isJsonMediaType } from "@/lib/domain/http-rules";
import { requestIdOf } from "@/lib/domain/request-id";
import { AppError } from "@/lib/server/errors";
import { errorFields, requestLog } from "@/lib/server/log";
import { metrics } from "@/lib/server/metrics";
import { nextTurn } from "@/lib/server/api/event-loop-turns";
import { authenticate, type Principal } from "@/lib/server/api-keys/authenticate";
import type { ApiKeyScope } from "@/lib/domain/api-keys";
import { parseJsonBody } from "./body";
import { isDatabaseUnavailable } from "./database-unavailable";
import { API_CODE_OF, ApiFailure } from "./failure";

export type ApiContext = { requestId: string; route: string; started: number; principal?: Principal };

/** The request's context: the id the proxy gave it (the client's own when well-formed), or a fresh one. */
export function startRequest(route: string, request?: Request): ApiContext {
  return { requestId: requestIdOf(request) ?? randomUUID(), route, started: Date.now() };
}

/** One JSON line per request and per refused authorization (rules §8 observability), and its metrics. */
export function logRequest(ctx: ApiContext, status: number, extra: Record<string, unknown> = {}): void {
  const ms = Date.now() - ctx.started;
  const key = ctx.principal ? { key: ctx.principal.prefix ?? "harness-token" } : {};
  const line = { event: "api_request", route: ctx.route, status, ms, ...key, ...extra };
  const logger = requestLog(ctx.requestId);
  if (status >= 500) logger.error(line, "request failed");
  else if (status === 401 || status === 403) logger.warn(line, "request refused");
  else logger.info(line, "request served");
  metrics.requests.inc({ route: ctx.route, status: String(status) });
  if (ctx.principal) metrics.keyRequests.inc({ key: ctx.principal.prefix ?? "harness-token", status: String(status) });
  metrics.latency.observe({ route: ctx.route }, ms / 1000);
}

export function json(
  ctx: ApiContext,
  status: number,
  body: unknown,
  extra: Record<string, unknown> = {},
  more: Record<string, string> = {},
): Response {
  logRequest(ctx, status, extra);
  // After a 413 the unread rest of the body is not wanted: closing stops the client sending it.
  const headers = new Headers({ ...more, "x-request-id": ctx.requestId });
  if (status === 413) headers.set("connection", "close");
  return Response.json(body, { status, headers });
}

/** Every non-2xx machine answer: `{ error, code, field? }` with the code's status (rules §6.2). */
export function failureResponse(ctx: ApiContext, failure: ApiFailure, extra: Record<string, unknown> = {}): Response {
  const body = apiError(failure.code, failure.message, failure.options.field);
  return json(ctx, API_ERROR_STATUS[failure.code], body, { code: failure.code, ...extra }, failure.options.headers);
}

/**
 * The caller of a machine endpoint, with the scope it needs (rules §12): the principal is put on the
 * context (so every log line names the key), or the refusal is answered.
 */
export async function authorize(ctx: ApiContext, request: Request, scope: ApiKeyScope): Promise<Response | null> {
  const principal = await authenticate(request, scope);
  if (principal instanceof ApiFailure) return failureResponse(ctx, principal, { authorization: "refused" });
  ctx.principal = principal;
  return null;
}

export function methodNotAllowed(ctx: ApiContext, method: string, path: string, allow: readonly string[]): Response {
  return failureResponse(
    ctx,
    new ApiFailure("method_not_allowed", methodNotAllowedSentence(method, path, allow), {
      headers: { allow: allow.join(", ") },
    }),
  );
}

/** What an unexpected error becomes: 503 with `Retry-After` when the database did not answer, else a JSON 500. Both are logged. */
export function unexpectedResponse(ctx: ApiContext, error: unknown): Response {
  if (isDatabaseUnavailable(error)) {
    return failureResponse(
      ctx,
      new ApiFailure("unavailable", undefined, { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } }),
      errorFields(error),
    );
  }
  return failureResponse(ctx, new ApiFailure("internal"), errorFields(error));
}

// Long enough for a lock or a failover to pass, short enough for a runtime mid-session.
export const RETRY_AFTER_SECONDS = 2;

export type HarnessResult = { body: unknown; log?: Record<string, unknown>; headers?: Record<string, string> };

/**
 * The shared shell of a harness endpoint: service token, JSON body (bounded, UTF-8, validated),
 * coded failures with their status, and never an empty or untyped 500.
 * `handle` returns the 200 body and the fields to log beside it.
 */
export async function serveHarnessRequest<T>(
  request: Request,
  route: string,
  scope: ApiKeyScope,
  schema: z.ZodType<T>,
  handle: (input: T, ctx: ApiContext & { principal: Principal }) => Promise<HarnessResult | Response>,
): Promise<Response> {
  const ctx = startRequest(route, request);
  const refused = await authorize(ctx, request, scope);
  if (refused) return refused;
  const principal = ctx.principal as Principal;
  if (!isJsonMediaType(request.headers.get("content-type")))
    return failureResponse(ctx, new ApiFailure("unsupported_media_type"));
  // On SQLite a request never yields (better-sqlite3 is synchronous), so the work waits its turn
  // and the loop accepts between requests (event-loop-turns.ts); on PostgreSQL every query yields.
  if (databaseEngine() === "sqlite") await nextTurn();
  // A client that gave up while its request waited (its timeout, under load) gets no work done:
  // it would only delay the requests still wanted, and log a delegation nobody was told of.
  if (request.signal.aborted) return failureResponse(ctx, new ApiFailure("client_closed_request"));
  try {
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return failureResponse(ctx, body.failure);
    const result = await handle(body.data, { ...ctx, principal });
    if (result instanceof Response) return result;
    return json(ctx, 200, result.body, result.log, result.headers);
  } catch (error) {
    const failure = expectedFailure(error);
    return failure ? failureResponse(ctx, failure) : unexpectedResponse(ctx, error);
  }
}

/**
 * The shell of a machine endpoint that reads no body (GET): the caller, then `handle`, with the same
 * failures. A handler that answers in another format than JSON (metrics) returns its Response, logged here.
 */
export async function serveHarnessRead(
  request: Request,
  route: string,
  scope: ApiKeyScope,
  handle: (ctx: ApiContext & { principal: Principal }) => Promise<HarnessResult | Response>,
): Promise<Response> {
  const ctx = startRequest(route, request);
  const refused = await authorize(ctx, request, scope);
  if (refused) return refused;
  try {
    const result = await handle({ ...ctx, principal: ctx.principal as Principal });
    if (result instanceof Response) {
      logRequest(ctx, result.status);
      return result;
    }
    return json(ctx, 200, result.body, result.log, { "cache-control": "no-store", ...result.headers });
  } catch (error) {
    const failure = expectedFailure(error);
    return failure ? failureResponse(ctx, failure) : unexpectedResponse(ctx, error);
  }
}

/** A thrown failure the caller should hear about with its own code, or null for an unexpected one. */
function expectedFailure(error: unknown): ApiFailure | null {
  if (error instanceof ApiFailure) return error;
  if (!(error instanceof AppError)) return null;
  const code = API_CODE_OF[error.code];
  if (!code) return null;
  return new ApiFailure(code, error.message, { headers: retryHeaders(error) });
}

/** An expected failure of a browser-facing route (sign-up) as JSON: the sentence, field errors if any, `Retry-After` when limited. */
export function appErrorResponse(ctx: ApiContext, error: AppError): Response {
  const body = error.fieldErrors ? { error: error.message, fieldErrors: error.fieldErrors } : { error: error.message };
  return json(ctx, error.httpStatus, body, { code: error.code }, retryHeaders(error));
}

const retryHeaders = (error: AppError): Record<string, string> =>
  error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {};
