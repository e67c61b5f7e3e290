/**
 * Every endpoint under /api/ and the methods it takes (rules §6.2): the source of `Allow` on a 405,
 * of the JSON 404 for any other path, and of the paths the OpenAPI document must cover.
 * HEAD and OPTIONS come with GET and with every route.
 */
export const MACHINE_ROUTES = {
  "/api/harness/injection": ["POST"],
  "/api/harness/evaluations": ["POST"],
  "/api/agent-proxy/delegate": ["POST"],
  "/api/health": ["GET"],
  "/api/metrics": ["GET"],
  "/api/openapi.json": ["GET"],
  "/api/mcp": ["POST"],
  "/api/agent-proxy/delegations/{id}": ["GET", "POST"],
  "/api/a2a/{slug}": ["POST"],
  "/api/a2a/{slug}/.well-known/agent-card.json": ["GET"],
} as const satisfies Record<string, readonly ("GET" | "POST")[]>;

export type MachinePath = keyof typeof MACHINE_ROUTES;

// Browser-facing routes under /api/ (sign-in and sign-up): not in the document, but their methods still answer 405 right.
const OTHER_ROUTES: [RegExp, readonly string[]][] = [
  [/^\/api\/auth\/sign-up$/, ["POST"]],
  [/^\/api\/auth\/.+/, ["GET", "POST"]],
];

// A template's `{name}` stands for one path segment.
const TEMPLATES = Object.keys(MACHINE_ROUTES).map((template) => ({
  template: template as MachinePath,
  pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^/]+\}/g, "[^/]+")}$`),
}));

/** The machine route (in the document's template form) a concrete path is, if any. */
export function machinePathOf(path: string): MachinePath | null {
  return TEMPLATES.find((t) => t.pattern.test(path))?.template ?? null;
}

/** The methods a path under /api/ takes, as sent in `Allow`; null when no such endpoint exists. */
export function allowedMethods(path: string): string[] | null {
  const template = machinePathOf(path);
  if (template) return allowOf(MACHINE_ROUTES[template]);
  const other = OTHER_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
  return other ? allowOf(other) : null;
}

/** `Allow` for a machine route named by its template. */
export const machineRouteAllow = (template: MachinePath) => allowOf(MACHINE_ROUTES[template]);

const allowOf = (own: readonly string[]) => [...own, ...(own.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
