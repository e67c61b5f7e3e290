import { toInjectionResponse } from "@/lib/server/api/injection-response";
import { InjectionRequestSchema } from "@/lib/server/api/schemas";
import { actingUser } from "@/lib/server/api-keys/authenticate";
import { getInjection } from "@/lib/server/harness/injection";
import { serveHarnessRequest } from "@/lib/server/api/http";
import { conditionalJson } from "@/lib/server/api/conditional";
import { machineRoute } from "@/lib/server/api/machine-route";
import { metrics } from "@/lib/server/metrics";

const ROUTE = "POST /api/harness/injection";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/harness/injection", {
  POST: (request) =>
    serveHarnessRequest(request, ROUTE, "harness:read", InjectionRequestSchema, async (input, ctx) => {
      const userRef = actingUser(ctx.principal, input.user);
      const injection = await getInjection({ userRef, expertRef: input.expert, message: input.message, version: input.version, activeUser: true });
      metrics.injectionTokens.observe(injection.tokens);
      // SPEC §6.2: never cached on the way, but a runtime that kept the answer can ask whether it changed.
      return conditionalJson(ctx, request, toInjectionResponse(injection), { expert: injection.expert.id, tokens: injection.tokens });
    }),
});
