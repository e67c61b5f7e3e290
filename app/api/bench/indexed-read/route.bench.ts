// Benchmark-only (never in a normal build): next.config.ts maps the ".bench.ts" extension to routes
// only when BENCH_ROUTES=1. The floor `npm run bench:api` compares the injection route with: a bare
// route handler doing one indexed read on the same database, with no token, schema, log or metrics.
import { db } from "@/lib/server/db";

export async function POST(request: Request) {
  const body = (await request.json()) as { user?: unknown };
  const email = typeof body.user === "string" ? body.user : "";
  const user = await db.user.findUnique({ where: { email }, select: { id: true, name: true } });
  return Response.json({ user });
}
