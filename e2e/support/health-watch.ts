import { expect, type APIRequestContext } from "@playwright/test";
import { median, sampleAtRank } from "../../scripts/bench/stats";

/** How long `/api/health` took to answer, each sample in ms, while a heavy request ran. */
export type HealthFigures = { samples: number[]; median: number; p90: number; slowest: number };

/** What issue 23 asks of `/api/health` while one heavy request runs. */
export const HEALTH_TARGET_MS = 100;

/**
 * Runs `work` while asking `/api/health` again and again (one request at a time, `pauseMs` apart),
 * and returns what `work` returned, how long it took, and the health endpoint's answer times.
 */
export async function watchHealth<T>(
  request: APIRequestContext,
  work: () => Promise<T>,
  pauseMs = 50,
): Promise<{ result: T; ms: number; health: HealthFigures }> {
  const samples: number[] = [];
  let working = true;
  const watch = (async () => {
    while (working) {
      const started = performance.now();
      expect((await request.get("/api/health")).status()).toBe(200);
      samples.push(Math.round(performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  const started = Date.now();
  let ms = 0;
  let result: T;
  try {
    result = await work();
    ms = Date.now() - started;
  } finally {
    working = false;
    await watch;
  }
  return { result, ms, health: figures(samples) };
}

function figures(samples: number[]): HealthFigures {
  if (samples.length === 0) return { samples, median: 0, p90: 0, slowest: 0 };
  return {
    samples,
    median: median(samples),
    p90: sampleAtRank(samples, Math.ceil(samples.length * 0.9) - 1),
    slowest: Math.max(...samples),
  };
}

/** The figures as one line for the test's output. */
export function healthLine(health: HealthFigures): string {
  return `/api/health meanwhile: median ${health.median} ms, p90 ${health.p90} ms, slowest ${health.slowest} ms of ${health.samples.length} (target: median < ${HEALTH_TARGET_MS} ms)`;
}

/**
 * The health endpoint stayed fast: the median of its answer times under the target. On a busy
 * 2-core machine (load 7–17 while these ran) a single sample also waits for the scheduler and for the
 * framework's own work on the request (the proxy's check and React's decoding each parse a 33 MB
 * action body on the server's thread), so the p90 and the slowest are printed, not held. The
 * median fails where the request's own work holds the thread: with the preview resolved there it
 * was 659 ms (p90 3,264 ms); on the harness worker it is 20–43 ms.
 */
export function expectHealthy(health: HealthFigures): void {
  expect(health.samples.length, "health samples").toBeGreaterThan(0);
  expect(health.median, healthLine(health)).toBeLessThan(HEALTH_TARGET_MS);
}
