// The load generator of `npm run bench:api`, run as its own process so that on a small machine
// it is scheduled apart from the benchmark's bookkeeping: one JSON argument in, one JSON line out.
//   { url, connections, seconds, token, body, ids?, headers? }  →  LoadFigures
// With `ids`, the `delegationId` of every 200 answer is returned, so each acknowledgement can be
// checked against the log (autocannon reads every body). Throughput runs use wrk when it is installed:
// written in C, it takes a tenth of autocannon's CPU per request, which on a 2-core machine is CPU
// the app would otherwise lose to its own load.
import autocannon from "autocannon";
import { hasWrk, runWrk } from "./bench/wrk";

export type LoadRequest = {
  url: string;
  connections: number;
  seconds: number;
  token: string;
  body: unknown;
  ids?: boolean;
  headers?: Record<string, string>;
};
export type LoadFigures = {
  generator: "wrk" | "autocannon";
  /** CPU seconds the generator itself spent during the run (not the process's start-up). */
  cpu: number;
  requests: number;
  perSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p99: number;
  ids: string[];
};

async function run(request: LoadRequest): Promise<LoadFigures> {
  if (!request.ids && hasWrk()) return runWrk(request);
  const ids: string[] = [];
  const started = process.cpuUsage();
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.seconds,
    timeout: 10,
    requests: [
      {
        method: "POST",
        headers: { authorization: `Bearer ${request.token}`, "content-type": "application/json", ...request.headers },
        body: JSON.stringify(request.body),
        onResponse: (status: number, body: string) => {
          if (!request.ids || status !== 200) return;
          const id = (JSON.parse(body) as { delegationId?: unknown }).delegationId;
          if (typeof id === "string") ids.push(id);
        },
      },
    ],
  });
  const used = process.cpuUsage(started);
  return {
    generator: "autocannon",
    cpu: (used.user + used.system) / 1e6,
    requests: result.requests.total,
    // A 304 (P2″) is an answer, not a failure.
    // Answers per second over the whole run (autocannon's average of its per-second samples).
    perSecond: result.requests.average,
    ok: result["2xx"] + result["3xx"],
    non2xx: result.non2xx - result["3xx"],
    errors: result.errors,
    timeouts: result.timeouts,
    p99: result.latency.p99,
    ids,
  };
}

const request = JSON.parse(process.argv[2] ?? "null") as LoadRequest | null;
if (!request) {
  console.error("usage: tsx scripts/bench-load.ts '<json request>'");
  process.exit(2);
}
process.stdout.write(`${JSON.stringify(await run(request))}\n`);
