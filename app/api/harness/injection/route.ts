import { toInjectionResponse } from "@/lib/server/api/injection-response";
import { InjectionRequestSchema } from "@/lib/server/api/schemas";
import { actingUser } from "@/lib/server/api-keys/authenticate";
import { getInjection } from "@/lib/server/harness/injection";
import { injectionEtag, readInjectionStamp } from "@/lib/server/harness/injection-stamp";
import { serveHarnessRequest } from "@/lib/server/api/http";
import { conditionalJson, isNotModified, notModified } from "@/lib/server/api/conditional";
import { machineRoute } from "@/lib/server/api/machine-route";
import { metrics } from "@/lib/server/metrics";

const ROUTE = "POST /api/harness/injection";

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/harness/injection", {
  POST: (request) =>
    serveHarnessRequest(request, ROUTE, "harness:read", InjectionRequestSchema, async (input, ctx) => {
      const userRef = actingUser(ctx.principal, input.user);
      // rules §6.2: never cached on the way, but a runtime that kept the answer can ask whether it changed.
      // The stamp is read before the injection: a write in between makes the tag older, never newer.
      const stamp = await readInjectionStamp();
      const etag =
        stamp === null
          ? undefined
          : injectionEtag(stamp, { userRef, expertRef: input.expert, message: input.message, version: input.version });
      if (etag && isNotModified(request, etag))
        return notModified(ctx, etag, { expert: input.expert, notModified: true });
      const injection = await getInjection({
        userRef,
        expertRef: input.expert,
        message: input.message,
        version: input.version,
        activeUser: true,
      });
      metrics.injectionTokens.observe(injection.tokens);
      return conditionalJson(
        ctx,
        request,
        toInjectionResponse(injection),
        { expert: injection.expert.id, tokens: injection.tokens },
        etag,
      );
    }),
});
