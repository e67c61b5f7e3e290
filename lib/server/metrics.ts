import "server-only";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: "expert_studio_http_requests_total",
      help: "Harness API requests by route and status.",
      labelNames: ["route", "status"],
      registers: [registry],
    }),
    keyRequests: new Counter({
      name: "expert_studio_api_key_requests_total",
      help: "Machine API requests by the key that sent them (its prefix) and status.",
      labelNames: ["key", "status"],
      registers: [registry],
    }),
    latency: new Histogram({
      name: "expert_studio_http_request_duration_seconds",
      help: "Harness API latency by route.",
      labelNames: ["route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    delegations: new Counter({
      name: "expert_studio_delegations_total",
      help: "Delegation requests by outcome and cause.",
      labelNames: ["outcome", "cause"],
      registers: [registry],
    }),
    injectionTokens: new Histogram({
      name: "expert_studio_injection_tokens",
      help: "Estimated tokens of each injection served.",
      buckets: [100, 500, 1000, 2000, 4000, 8000, 16000, 64000],
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: "expert_studio_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by what was limited.",
      labelNames: ["limit"],
      registers: [registry],
    }),
  };
}

// One registry per process (kept across development reloads); each instance is scraped on its own.
const globalForMetrics = globalThis as unknown as { expertStudioMetrics?: ReturnType<typeof createMetrics> };
export const metrics = globalForMetrics.expertStudioMetrics ?? (globalForMetrics.expertStudioMetrics = createMetrics());
