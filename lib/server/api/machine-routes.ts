import "server-only";
import { machinePathOf, type MachinePath } from "@/lib/domain/api-routes";

type Handler = (request: Request) => Response | Promise<Response>;
/** A route module's exports: one handler per method, as Next's route handlers have them. */
export type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "OPTIONS", Handler>>;

/**
 * The machine API's lean path (ARCHITECTURE.md): every machine endpoint and the route module whose
 * handlers serve it. server.ts answers these paths itself, with these same handlers, without Next's
 * per-request pipeline. Adding an endpoint is one line here (and its template in lib/domain/api-routes.ts;
 * the type refuses a machine path without its line).
 */
export const MACHINE_ROUTE_MODULES = {
  "/api/harness/injection": () => import("@/app/api/harness/injection/route"),
  "/api/harness/evaluations": () => import("@/app/api/harness/evaluations/route"),
  "/api/agent-proxy/delegate": () => import("@/app/api/agent-proxy/delegate/route"),
  "/api/agent-proxy/delegations/{id}": () => import("@/app/api/agent-proxy/delegations/[id]/route"),
  "/api/health": () => import("@/app/api/health/route"),
  "/api/metrics": () => import("@/app/api/metrics/route"),
  "/api/mcp": () => import("@/app/api/mcp/route"),
  "/api/openapi.json": () => import("@/app/api/openapi.json/route"),
  "/api/a2a/{slug}": () => import("@/app/api/a2a/[slug]/route"),
  "/api/a2a/{slug}/.well-known/agent-card.json": () => import("@/app/api/a2a/[slug]/.well-known/agent-card.json/route"),
} satisfies Record<MachinePath, () => Promise<RouteModule>>;

const loaded = new Map<MachinePath, RouteModule>();

/** Loads every route module once (at start-up, so the first request does not pay for it). */
export async function loadMachineRoutes(): Promise<void> {
  for (const [path, load] of Object.entries(MACHINE_ROUTE_MODULES) as [MachinePath, () => Promise<RouteModule>][])
    loaded.set(path, await load());
}

/** The handlers of the machine endpoint a concrete path names, or null (the path is Next's). */
export function machineRouteModule(pathname: string): RouteModule | null {
  const template = machinePathOf(pathname);
  return template ? (loaded.get(template) ?? null) : null;
}
