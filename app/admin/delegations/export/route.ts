import { csvLine } from "@/lib/domain/csv";
import { csvResponse } from "@/lib/server/admin/csv-response";
import { exportDelegationsForAdmin } from "@/lib/server/admin/delegation-log";
import { getViewer } from "@/lib/server/auth/session";

/** GET /admin/delegations/export?outcome&user&expert: the filtered delegation log as CSV, streamed (admins only). */
export async function GET(request: Request) {
  const viewer = await getViewer();
  const params = new URL(request.url).searchParams;
  const outcome = params.get("outcome");
  const filters = {
    outcome: outcome === "accepted" || outcome === "failed" ? outcome : undefined,
    user: (params.get("user") ?? "").slice(0, 200),
    expert: (params.get("expert") ?? "").slice(0, 200),
  } as const;
  return csvResponse(viewer, "delegation-log.csv", async function* () {
    yield csvLine([
      "time_utc",
      "request_id",
      "user_email",
      "user_ref",
      "from_slug",
      "from_ref",
      "to_slug",
      "to_ref",
      "chain",
      "outcome",
      "answer",
      "cause",
      "why",
      "key_prefix",
      "run",
      "run_error",
      "duration_ms",
    ]);
    for await (const batch of exportDelegationsForAdmin(viewer, filters)) {
      for (const r of batch) {
        yield csvLine([
          r.createdAt.toISOString(),
          r.requestId,
          r.user?.email,
          r.userRef,
          r.from?.slug,
          r.fromRef,
          r.to?.slug,
          r.toRef,
          r.chain.join(" > "),
          r.status,
          r.error,
          r.cause,
          r.why,
          r.keyPrefix ?? "HARNESS_TOKEN",
          r.run,
          r.runError,
          r.durationMs === null ? null : String(r.durationMs),
        ]);
      }
    }
  });
}
