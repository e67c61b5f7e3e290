import { NextResponse, type NextRequest } from "next/server";
import { ACTION_ID_PATTERN, actionBodyProblem, type ActionBodyProblem } from "@/lib/domain/action-body";
import { trustsProxy } from "@/lib/domain/forwarded";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/domain/request-id";
import { contentSecurityPolicy, createNonce, isWellEncodedPath, securityHeaders } from "@/lib/domain/security-headers";

// No page lives here: a malformed path is rewritten to it so that it gets the 404 page.
const NOT_FOUND_PATH = "/_not-a-page";

/**
 * Security headers on every response (rules §6.1): a fresh nonce per request, given to Next.js
 * through the request's Content-Security-Policy header so that its own scripts carry it.
 * Never an authorization gate: pages and actions check who is calling themselves.
 */
export async function proxy(request: NextRequest) {
  const trustProxy = trustsProxy(process.env.TRUST_PROXY);
  const https =
    request.nextUrl.protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  const context = { nonce: createNonce(), dev: process.env.NODE_ENV === "development", https };
  const headers = securityHeaders(context);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", contentSecurityPolicy(context));
  // One id per request, read by pages and server actions for their log lines (lib/server/log.ts):
  // the client's own when well-formed (rules §6.2), so a runtime can find its request in our logs.
  const requestId = requestIdOf(request) ?? crypto.randomUUID();
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  // Without a proxy in front, X-Forwarded-Host is whatever the client wrote: Next.js's own
  // server-action origin check and the app's pages then go by Host alone.
  const host = request.headers.get("host");
  if (!trustProxy && host) requestHeaders.set("x-forwarded-host", host);

  const refused = request.headers.has("next-action") ? await actionRequestProblem(request) : null;
  const response = refused
    ? NextResponse.json(refused, { status: 400 })
    : isWellEncodedPath(request.nextUrl.pathname)
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/**
 * A server action call whose body Next.js's decoder would answer with a bare 500 (issue 23): a
 * malformed action id, a form that does not parse, or a JSON body no React client sends. Next.js
 * has read the whole body before the proxy runs (up to its action limit), so reading it here costs
 * no more memory; bodies past that limit are Next.js's own 413.
 */
async function actionRequestProblem(request: NextRequest): Promise<ActionBodyProblem | null> {
  if (request.method !== "POST") return null;
  if (!ACTION_ID_PATTERN.test(request.headers.get("next-action") ?? ""))
    return { error: "The Next-Action header does not name a server action.", code: "invalid_action_body" };
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  // Other types (a form posted without JavaScript) never reach the decoder: Next.js answers them itself.
  if (type.startsWith("multipart/form-data")) {
    try {
      await request.formData();
      return null;
    } catch {
      return { error: "The action's form body could not be read.", code: "invalid_action_body" };
    }
  }
  if (!type.startsWith("text/plain") && !type.startsWith("application/json")) return null;
  return actionBodyProblem(new Uint8Array(await request.arrayBuffer()));
}

export const config = {
  // Immutable build assets carry their headers from next.config.ts. So do the route handlers that
  // read a body (sign-in, sign-up, a draft's export and preview, an import, an evaluation set's save): Next.js reads the whole body of a
  // request the proxy sees (up to proxyClientMaxBodySize) before its handler starts, so those
  // handlers could not count it as it streams and answer 413 at once.
  matcher: [
    "/((?!_next/static|_next/image|api/auth/|studio/[^/]+/(?:export|import|preview|evaluations/cases)(?:/|$)).*)",
  ],
};
