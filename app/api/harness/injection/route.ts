import { InjectionRequestSchema } from "@/lib/server/api/schemas";
import { AppError } from "@/lib/server/errors";
import { getInjection } from "@/lib/server/harness";
import { hasServiceToken, json, parseJsonBody, startRequest, unauthorized } from "@/lib/server/http";
import { toInjectionResponse } from "@/lib/server/api/injection-response";

export async function POST(request: Request) {
  const ctx = startRequest("POST /api/harness/injection");
  if (!hasServiceToken(request)) return unauthorized(ctx);
  const body = await parseJsonBody(request, InjectionRequestSchema);
  if (!body.ok) return json(ctx, 400, { error: body.error });
  try {
    const injection = await getInjection({ userRef: body.data.user, expertRef: body.data.expert, message: body.data.message });
    return json(ctx, 200, toInjectionResponse(injection), { expert: injection.expert.id });
  } catch (error) {
    if (error instanceof AppError) return json(ctx, 404, { error: error.message }, { code: error.code });
    throw error;
  }
}
