import { serveHarnessRead } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { metrics } from "@/lib/server/metrics";

export const dynamic = "force-dynamic";

/** GET /api/metrics: this instance's metrics in Prometheus text format, for keys with metrics:read. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/metrics", {
  GET: (request) =>
    serveHarnessRead(
      request,
      "GET /api/metrics",
      "metrics:read",
      async (ctx) =>
        new Response(await metrics.registry.metrics(), {
          headers: {
            "content-type": metrics.registry.contentType,
            "cache-control": "no-store",
            "x-request-id": ctx.requestId,
          },
        }),
    ),
});
