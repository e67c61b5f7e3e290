import { serveHarnessRead, serveHarnessRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { DelegationReportSchema } from "@/lib/server/api/schemas";
import { readDelegationState, reportDelegationResult } from "@/lib/server/harness/delegation-results";

export const dynamic = "force-dynamic";

const idOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split("/").at(-1) ?? "");

/** rules §14: a runtime reports how an accepted delegation's run went, and anyone it acts for reads it back. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/agent-proxy/delegations/{id}", {
  GET: (request) =>
    serveHarnessRead(request, "GET /api/agent-proxy/delegations/{id}", "harness:read", async (ctx) => ({
      body: await readDelegationState(ctx.principal, idOf(request)),
    })),
  POST: (request) =>
    serveHarnessRequest(
      request,
      "POST /api/agent-proxy/delegations/{id}",
      "harness:delegate",
      DelegationReportSchema,
      async (report, ctx) => {
        const state = await reportDelegationResult(ctx.principal, idOf(request), report);
        return { body: state, log: { delegation: state.id, run: state.status } };
      },
    ),
});
