import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./lib/domain/security-headers";

const UNPROXIED_ROUTES = [
  "/api/auth/:path*",
  "/studio/:expertId/export",
  "/studio/:expertId/import",
  "/studio/:expertId/preview",
  "/studio/:expertId/evaluations/cases/:path*",
];

const nextConfig: NextConfig = {
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "pg",
    "@prisma/adapter-pg",
    "pino",
    "prom-client",
  ],
  poweredByHeader: false,
  experimental: {
    // The editor sends its whole draft in one save (one JSON string: see jsonStringInput in
    // lib/actions/expert-action-input.ts). 500 specs of 64,000 characters each come to
    // about 33 MB of JSON; the schema still bounds each spec and their number. README "Security".
    // The preview sends the same draft to its own route, under the same limit
    // (DRAFT_PREVIEW_MAX_BYTES in lib/server/studio/draft-preview-request.ts).
    serverActions: { bodySizeLimit: "40mb" },
    // Next.js reads the whole body of a request the proxy sees before its handler starts, cut at
    // this size: just past the actions' own limit, so that Next.js answers a larger action 413.
    // The routes that take larger bodies (the import upload) or must refuse them at once (sign-in,
    // sign-up, export, the draft's preview) are not proxied (proxy.ts's matcher) and count their own bodies as they stream.
    proxyClientMaxBodySize: "41mb",
  },
  // Pages get these and their nonce-based policy from proxy.ts; this covers build assets too.
  headers: async () => [
    {
      source: "/:path*",
      headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
    // The route handlers proxy.ts does not see answer JSON, text or a zip: a policy that allows nothing.
    ...UNPROXIED_ROUTES.map((source) => ({
      source,
      headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
    })),
  ],
  // npm test type-checks on its own first; its build skips the second, identical pass.
  typescript: { ignoreBuildErrors: process.env.E2E_BUILD === "1" },
};

export default nextConfig;
