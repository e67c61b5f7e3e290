import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./lib/domain/security-headers";

const nextConfig: NextConfig = {
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "@prisma/adapter-pg", "pino", "prom-client"],
  poweredByHeader: false,
  // `npm run bench:api` needs a bare route to measure the API against; it is built only on request,
  // so no build that ships carries it (app/api/bench/*/route.bench.ts).
  pageExtensions: process.env.BENCH_ROUTES === "1" ? ["tsx", "ts", "jsx", "js", "bench.ts"] : ["tsx", "ts", "jsx", "js"],
  experimental: {
    // Saving the editor's draft sends every spec through the save action. An import adds up to
    // 500 specs from up to 5 MB of Markdown; as JSON text inside the action's JSON body each
    // newline and quote is escaped twice, so 5 MB can approach 10 MB. The save schema still
    // bounds every spec (64,000 characters of text) and their number (500).
    serverActions: { bodySizeLimit: "12mb" },
    // proxy.ts runs on every request, and Next.js cuts a body past this when it passes the proxy
    // (10 MB by default): the save above and the import upload (a downloaded repository zip of up to
    // 50 MB, plus its form framing) must reach their handler whole. Each handler bounds its own body.
    proxyClientMaxBodySize: "52mb",
  },
  // Pages get these and their nonce-based policy from proxy.ts; this covers build assets too.
  headers: async () => [
    {
      source: "/:path*",
      headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
  // npm test type-checks on its own first; its build skips the second, identical pass.
  typescript: { ignoreBuildErrors: process.env.E2E_BUILD === "1" },
};

export default nextConfig;
