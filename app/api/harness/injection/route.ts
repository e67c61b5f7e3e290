import { toInjectionResponse } from "@/lib/server/api/injection-response";
import { InjectionRequestSchema } from "@/lib/server/api/schemas";
import { getInjection } from "@/lib/server/harness/injection";
import { serveHarnessRequest } from "@/lib/server/api/http";
import { metrics } from "@/lib/server/metrics";

export function POST(request: Request) {
  return serveHarnessRequest(request, "POST /api/harness/injection", InjectionRequestSchema, async (input) => {
    const injection = await getInjection({ userRef: input.user, expertRef: input.expert, message: input.message, version: input.version, activeUser: true });
    metrics.injectionTokens.observe(injection.tokens);
    return { body: toInjectionResponse(injection), log: { expert: injection.expert.id, tokens: injection.tokens } };
  });
}
