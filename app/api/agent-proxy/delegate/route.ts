import { DelegateRequestSchema } from "@/lib/server/api/schemas";
import { submitDelegation } from "@/lib/server/harness/delegate";
import { serveHarnessRequest } from "@/lib/server/api/http";

export function POST(request: Request) {
  return serveHarnessRequest(request, "POST /api/agent-proxy/delegate", DelegateRequestSchema, async (input, ctx) => {
    // Business outcomes are always 200: the caller is a model that reads the status.
    const result = await submitDelegation(input, ctx.requestId);
    return { body: result, log: { outcome: result.status } };
  });
}
