import { describe, expect, test } from "vitest";
import { parseWrk } from "./wrk";

// Reports as wrk 4.1 prints them with --latency (the first from a real run).
const REPORT = `Running 1s test @ http://127.0.0.1:39111/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.43ms    5.42ms  39.72ms   86.17%
    Req/Sec     5.49k     2.73k   10.43k    60.00%
  Latency Distribution
     50%  204.00us
     75%    5.01ms
     90%   10.64ms
     99%   24.05ms
  5815 requests in 1.05s, 725.74KB read
  Non-2xx or 3xx responses: 1163
Requests/sec:   5531.63
Transfer/sec:    690.37KB
`;

describe("parseWrk", () => {
  test("reads requests, rate, non-2xx answers and the 99th percentile", () => {
    expect(parseWrk(REPORT)).toEqual({
      generator: "wrk",
      requests: 5815,
      perSecond: 5531.63,
      ok: 5815 - 1163,
      non2xx: 1163,
      errors: 0,
      timeouts: 0,
      p99: 24.05,
      ids: [],
    });
  });

  test("counts socket errors and timeouts, and a 99th percentile in seconds or microseconds", () => {
    const failing = REPORT.replace(
      "  Non-2xx or 3xx responses: 1163\n",
      "  Socket errors: connect 1, read 2, write 3, timeout 4\n",
    );
    expect(parseWrk(failing)).toMatchObject({ non2xx: 0, ok: 5815, errors: 6, timeouts: 4 });
    expect(parseWrk(REPORT.replace("99%   24.05ms", "99%    1.50s")).p99).toBe(1500);
    expect(parseWrk(REPORT.replace("99%   24.05ms", "99%  800.00us")).p99).toBeCloseTo(0.8);
  });
});
