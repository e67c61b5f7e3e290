import { serveHarnessRequest } from "@/lib/server/api/http";
import { machineRoute } from "@/lib/server/api/machine-route";
import { EvaluationRequestSchema } from "@/lib/server/evaluations/api-schemas";
import { answerEvaluationRequest } from "@/lib/server/evaluations/evaluation-request";

const ROUTE = "POST /api/harness/evaluations";

// rules §16: a run of an Expert's evaluation set, for a creator's CI.
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS } = machineRoute("/api/harness/evaluations", {
  POST: (request) =>
    serveHarnessRequest(request, ROUTE, "harness:read", EvaluationRequestSchema, (input, ctx) =>
      answerEvaluationRequest(input, ctx.principal),
    ),
});
