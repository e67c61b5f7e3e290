import "server-only";
import { createHash } from "node:crypto";
import { etagMatches } from "@/lib/domain/http-rules";
import { logRequest, type ApiContext } from "./http";

/** True when the request's `If-None-Match` already names `etag`: its answer is a bodiless 304. */
export function isNotModified(request: Request, etag: string): boolean {
  return etagMatches(request.headers.get("if-none-match"), etag);
}

/** The bodiless 304 (rules §6.2), with the tag and `Cache-Control: no-store` a 200 would carry. */
export function notModified(ctx: ApiContext, etag: string, log: Record<string, unknown> = {}): Response {
  logRequest(ctx, 304, log);
  return new Response(null, {
    status: 304,
    headers: { "cache-control": "no-store", etag, "x-request-id": ctx.requestId },
  });
}

/**
 * A 200 JSON answer with `Cache-Control: no-store` and a strong `ETag` (the one given, else one of its
 * bytes), or a bodiless 304 when the request's `If-None-Match` already names that tag (rules §6.2).
 */
export function conditionalJson(
  ctx: ApiContext,
  request: Request,
  body: unknown,
  log: Record<string, unknown> = {},
  givenEtag?: string,
): Response {
  const text = JSON.stringify(body);
  const etag = givenEtag ?? `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  if (isNotModified(request, etag)) return notModified(ctx, etag, log);
  logRequest(ctx, 200, log);
  return new Response(text, {
    status: 200,
    headers: { "cache-control": "no-store", etag, "x-request-id": ctx.requestId, "content-type": "application/json" },
  });
}
