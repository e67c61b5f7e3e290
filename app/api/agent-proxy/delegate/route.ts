import { DelegateRequestSchema } from "@/lib/server/api/schemas";
import { submitDelegation } from "@/lib/server/delegation";
import { AppError } from "@/lib/server/errors";
import { hasServiceToken, json, parseJsonBody, startRequest, unauthorized } from "@/lib/server/http";

export async function POST(request: Request) {
  const ctx = startRequest("POST /api/agent-proxy/delegate");
  if (!hasServiceToken(request)) return unauthorized(ctx);
  const body = await parseJsonBody(request, DelegateRequestSchema);
  if (!body.ok) return json(ctx, 400, { error: body.error });
  try {
    // Business outcomes are always 200: the caller is a model that reads the status.
    const result = await submitDelegation(body.data, ctx.requestId);
    return json(ctx, 200, result, { outcome: result.status });
  } catch (error) {
    if (error instanceof AppError) return json(ctx, 404, { error: error.message }, { code: error.code });
    throw error;
  }
}
