import { hasServiceToken, startRequest, unauthorized } from "@/lib/server/api/http";
import { metrics } from "@/lib/server/metrics";

export const dynamic = "force-dynamic";

/** GET /api/metrics: this instance's metrics in Prometheus text format, for the harness token only. */
export async function GET(request: Request) {
  if (!hasServiceToken(request)) return unauthorized(startRequest("GET /api/metrics", request));
  return new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" } });
}
