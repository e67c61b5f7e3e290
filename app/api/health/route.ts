import { API_SENTENCES, apiError } from "@/lib/domain/api-contract";
import { databaseEngine } from "@/lib/database-url";
import { logRequest, RETRY_AFTER_SECONDS, startRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { db } from "@/lib/server/db";
import { errorFields } from "@/lib/server/log";

export const dynamic = "force-dynamic";

const ROUTE = "GET /api/health";

/** GET /api/health: 200 when the database answers, 503 (with the error body every machine answer has) when it does not. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/health", {
  GET: async (request) => {
    const ctx = startRequest(ROUTE, request);
    const engine = databaseEngine();
    const started = performance.now();
    const headers = { "cache-control": "no-store", "x-request-id": ctx.requestId };
    try {
      await db.$queryRaw`SELECT 1`;
      return Response.json(
        { status: "ok", database: { engine, ok: true, ms: Math.round(performance.now() - started) } },
        { headers },
      );
    } catch (error) {
      logRequest(ctx, 503, { event: "health_check_failed", engine, ...errorFields(error) });
      const body = {
        status: "unavailable",
        ...apiError("unavailable", API_SENTENCES.unavailable),
        database: { engine, ok: false },
      };
      return Response.json(body, { status: 503, headers: { ...headers, "retry-after": String(RETRY_AFTER_SECONDS) } });
    }
  },
});
