/**
 * Every endpoint under /api/ and the methods it takes (SPEC §6.2): the source of `Allow` on a 405,
 * of the JSON 404 for any other path, and of the paths the OpenAPI document must cover.
 * HEAD and OPTIONS come with GET and with every route.
 */
export const MACHINE_ROUTES = {
  "/api/harness/injection": ["POST"],
  "/api/agent-proxy/delegate": ["POST"],
  "/api/health": ["GET"],
  "/api/metrics": ["GET"],
  "/api/openapi.json": ["GET"],
  "/api/mcp": ["POST"],
} as const satisfies Record<string, readonly ("GET" | "POST")[]>;

export type MachinePath = keyof typeof MACHINE_ROUTES;

// Browser-facing routes under /api/ (sign-in and sign-up): not in the document, but their methods still answer 405 right.
const OTHER_ROUTES: [RegExp, readonly string[]][] = [
  [/^\/api\/auth\/sign-up$/, ["POST"]],
  [/^\/api\/auth\/.+/, ["GET", "POST"]],
];

/** The methods a path under /api/ takes, as sent in `Allow`; null when no such endpoint exists. */
export function allowedMethods(path: string): string[] | null {
  const own = (MACHINE_ROUTES as Record<string, readonly string[]>)[path] ?? OTHER_ROUTES.find(([pattern]) => pattern.test(path))?.[1];
  if (!own) return null;
  return [...own, ...(own.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
