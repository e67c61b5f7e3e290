import { isValidIdempotencyKey } from "@/lib/domain/http-rules";
import { ApiFailure } from "@/lib/server/api/failure";
import { serveHarnessRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { DelegateRequestSchema } from "@/lib/server/api/schemas";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { submitIdempotentDelegation } from "@/lib/server/harness/idempotent-delegation";

const ROUTE = "POST /api/agent-proxy/delegate";
// Whose keys these are: every caller holds the one service token today (SPEC §12 gives each its own).
const CALLER = "harness-token";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/agent-proxy/delegate", {
  POST: (request) =>
    serveHarnessRequest(request, ROUTE, DelegateRequestSchema, async (input, ctx) => {
      const key = request.headers.get("idempotency-key");
      if (key !== null && !isValidIdempotencyKey(key)) {
        throw new ApiFailure("invalid_header", 'Header "Idempotency-Key" must be 1 to 200 printable ASCII characters.', { field: "Idempotency-Key" });
      }
      // Business outcomes are always 200: the caller is a model that reads the status.
      const result = key === null ? await submitDelegation(input, ctx.requestId) : await submitIdempotentDelegation(input, ctx.requestId, { scope: CALLER, key });
      return { body: result, log: { outcome: result.status, ...(key === null ? {} : { idempotent: true }) } };
    }),
});
