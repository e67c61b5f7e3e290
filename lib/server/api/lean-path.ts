import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { REQUEST_ID_HEADER, validRequestId } from "@/lib/domain/request-id";
import { createNonce, isWellEncodedPath, securityHeaders } from "@/lib/domain/security-headers";
import { errorFields, log } from "@/lib/server/log";
import { machineRouteModule, type RouteModule } from "./machine-routes";

/** The response header that names the path which served a machine request (asserted by the e2e suite). */
export const SERVED_BY_HEADER = "x-served-by";
export const LEAN_PATH = "lean";

const BODYLESS = new Set(["GET", "HEAD"]);

/**
 * Serves a machine endpoint straight from its route module (machine-routes.ts), doing for it what
 * Next and proxy.ts do today: the security headers and the request id (the client's own when
 * well-formed), HEAD as GET without a body, and an aborted signal when the client goes away.
 * Returns false when the request is not a machine endpoint's (or its path is malformed): Next serves it.
 */
export function serveMachineRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "/";
  const query = target.indexOf("?");
  const pathname = query === -1 ? target : target.slice(0, query);
  if (!pathname.startsWith("/api/") || !isWellEncodedPath(pathname)) return false;
  const routes = machineRouteModule(pathname);
  if (!routes) return false;
  void answer(req, res, routes).catch((error: unknown) => {
    // The handlers answer their own failures; this is the socket, or the request and response
    // adapters, failing under them.
    log.error({ event: "lean_path_failed", url: pathname, ...errorFields(error) }, "lean path failed");
    if (!res.headersSent)
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: "Internal error", code: "internal" }));
    else res.destroy(error instanceof Error ? error : undefined);
  });
  return true;
}

async function answer(req: IncomingMessage, res: ServerResponse, routes: RouteModule): Promise<void> {
  const method = req.method ?? "GET";
  const handler = routes[(method === "HEAD" ? "GET" : method) as keyof RouteModule];
  const requestId = validRequestId(req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
  const aborted = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const request = await toRequest(req, method, requestId, aborted.signal);
  const response = handler ? await handler(request) : new Response(null, { status: 405 });
  const https = (req.headers["x-forwarded-proto"] as string | undefined)?.split(",")[0]?.trim() === "https";
  const headers: Record<string, string | string[]> = {
    ...securityHeaders({ nonce: createNonce(), dev: false, https }),
    [REQUEST_ID_HEADER]: requestId,
  };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  headers[SERVED_BY_HEADER] = LEAN_PATH;
  const body = response.body && method !== "HEAD" ? Buffer.from(await response.arrayBuffer()) : null;
  if (body && !headers["content-length"] && !headers["transfer-encoding"])
    headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

// A body up to this size that declares its length is read here into one buffer, which costs a fraction
// of streaming it through a web stream; anything else (chunked, or larger) streams, and the handler's
// own limit (body.ts) refuses a body too large without reading the rest.
const BUFFERED_BODY_BYTES = 64 * 1024;

async function toRequest(
  req: IncomingMessage,
  method: string,
  requestId: string,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  // Node's raw list alternates name and value.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    const value = req.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  headers.set(REQUEST_ID_HEADER, requestId);
  const url = `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
  if (BODYLESS.has(method)) return new Request(url, { method, headers, signal });
  const length = Number(req.headers["content-length"] ?? NaN);
  if (Number.isInteger(length) && length <= BUFFERED_BODY_BYTES && !req.headers["transfer-encoding"]) {
    return new Request(url, { method, headers, body: new Uint8Array(await readWhole(req)), signal });
  }
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new Request(url, { method, headers, body, signal, duplex: "half" } as RequestInit);
}

function readWhole(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const [only] = chunks;
      resolve(only && chunks.length === 1 ? only : Buffer.concat(chunks));
    });
    req.on("error", reject);
    req.on("close", () => {
      if (!req.complete) reject(new Error("The client closed the connection before its body was read."));
    });
  });
}
