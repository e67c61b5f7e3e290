import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/domain/request-id";
import { createNonce, isWellEncodedPath, securityHeaders } from "@/lib/domain/security-headers";

// No page lives here: a malformed path is rewritten to it so that it gets the 404 page.
const NOT_FOUND_PATH = "/_not-a-page";

/**
 * Security headers on every response (SPEC §6.1): a fresh nonce per request, given to Next.js
 * through the request's Content-Security-Policy header so that its own scripts carry it.
 * Never an authorization gate: pages and actions check who is calling themselves.
 */
export function proxy(request: NextRequest) {
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
  const headers = securityHeaders({ nonce: createNonce(), dev: process.env.NODE_ENV === "development", https });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  // One id per request, read by pages and server actions for their log lines (lib/server/log.ts):
  // the client's own when well-formed (SPEC §6.2), so a runtime can find its request in our logs.
  const requestId = requestIdOf(request) ?? crypto.randomUUID();
  requestHeaders.set(REQUEST_ID_HEADER, requestId);

  const response = isWellEncodedPath(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Immutable build assets carry their headers from next.config.ts.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
