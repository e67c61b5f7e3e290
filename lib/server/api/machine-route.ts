import "server-only";
import { machineRouteAllow, type MachinePath } from "@/lib/domain/api-routes";
import { ApiFailure } from "./failure";
import { failureResponse, methodNotAllowed, startRequest } from "./http";

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * A machine route's exports for every method Next routes: its own handlers, OPTIONS with the true
 * `Allow`, and a JSON 405 with `Allow` for the rest (rules §6.2), where Next would answer an empty 405.
 * HEAD follows GET. Methods Next cannot route at all (TRACE, …) are answered by the server (server.ts).
 */
export function machineRoute(path: MachinePath, handlers: { GET?: Handler; POST?: Handler }) {
  const allow = machineRouteAllow(path);
  const refuse: Handler = (request) =>
    methodNotAllowed(
      startRequest(`${request.method} ${path}`, request),
      request.method,
      new URL(request.url).pathname,
      allow,
    );
  const options: Handler = () => new Response(null, { status: 204, headers: { allow: allow.join(", ") } });
  return {
    GET: handlers.GET ?? refuse,
    POST: handlers.POST ?? refuse,
    PUT: refuse,
    DELETE: refuse,
    PATCH: refuse,
    OPTIONS: options,
  };
}

/** Every method of a path under /api/ that names no endpoint: a JSON 404, never the HTML page. */
export function unknownApiRoute() {
  const notFound: Handler = (request) =>
    failureResponse(startRequest(`${request.method} /api/*`, request), new ApiFailure("not_found"));
  return { GET: notFound, POST: notFound, PUT: notFound, DELETE: notFound, PATCH: notFound, OPTIONS: notFound };
}
