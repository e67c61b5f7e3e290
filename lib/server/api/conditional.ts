import "server-only";
import { createHash } from "node:crypto";
import { etagMatches } from "@/lib/domain/http-rules";
import { logRequest, type ApiContext } from "./http";

/**
 * A 200 JSON answer with `Cache-Control: no-store` and a strong `ETag` of its bytes, or a bodiless
 * 304 when the request's `If-None-Match` already names that tag (SPEC §6.2).
 */
export function conditionalJson(ctx: ApiContext, request: Request, body: unknown, log: Record<string, unknown> = {}): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"`;
  const headers = { "cache-control": "no-store", etag, "x-request-id": ctx.requestId };
  if (etagMatches(request.headers.get("if-none-match"), etag)) {
    logRequest(ctx, 304, log);
    return new Response(null, { status: 304, headers });
  }
  logRequest(ctx, 200, log);
  return new Response(text, { status: 200, headers: { ...headers, "content-type": "application/json" } });
}
