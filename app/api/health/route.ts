import { databaseEngine } from "@/lib/database-url";
import { db } from "@/lib/server/db";
import { log } from "@/lib/server/log";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 when the database answers, 503 when it does not; says which engine serves. */
export async function GET() {
  const engine = databaseEngine();
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return Response.json({ status: "ok", database: { engine, ok: true, ms: Math.round(performance.now() - started) } });
  } catch (error) {
    log.error({ event: "health_check_failed", engine, error: String(error) }, "database unreachable");
    return Response.json({ status: "unavailable", database: { engine, ok: false } }, { status: 503 });
  }
}
