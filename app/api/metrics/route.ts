import { authorize, startRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { metrics } from "@/lib/server/metrics";

export const dynamic = "force-dynamic";

/** GET /api/metrics: this instance's metrics in Prometheus text format, for keys with metrics:read. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/metrics", {
  GET: async (request) => {
    const refused = await authorize(startRequest("GET /api/metrics", request), request, "metrics:read");
    if (refused) return refused;
    return new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" } });
  },
});
