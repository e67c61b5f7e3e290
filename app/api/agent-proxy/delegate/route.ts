import { isValidIdempotencyKey } from "@/lib/domain/http-rules";
import { ApiFailure } from "@/lib/server/api/failure";
import { serveHarnessRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { DelegateRequestSchema } from "@/lib/server/api/schemas";
import { actingUser } from "@/lib/server/api-keys/authenticate";
import { submitDelegation } from "@/lib/server/harness/delegate";

const ROUTE = "POST /api/agent-proxy/delegate";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/agent-proxy/delegate", {
  POST: (request) =>
    serveHarnessRequest(request, ROUTE, "harness:delegate", DelegateRequestSchema, async (input, ctx) => {
      const key = request.headers.get("idempotency-key");
      if (key !== null && !isValidIdempotencyKey(key)) {
        throw new ApiFailure(
          "invalid_header",
          'Header "Idempotency-Key" must be 1 to 200 printable ASCII characters.',
          { field: "Idempotency-Key" },
        );
      }
      const delegation = { ...input, user: actingUser(ctx.principal, input.user) };
      const sender = { requestId: ctx.requestId, keyPrefix: ctx.principal.prefix };
      // Business outcomes are always 200: the caller is a model that reads the status. A key is its caller's own.
      const { response: result } = await submitDelegation(
        delegation,
        sender,
        key === null ? undefined : { scope: ctx.principal.id, key },
      );
      return { body: result, log: { outcome: result.status, ...(key === null ? {} : { idempotent: true }) } };
    }),
});
