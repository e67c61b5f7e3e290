import { appendFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { median, sampleAtRank } from "../../scripts/bench/stats";

/** How long `/api/health` took to answer, each sample in ms, while a heavy request ran. */
export type HealthFigures = { samples: number[]; median: number; p90: number; slowest: number };

/** What issue 23 asks of `/api/health` while one heavy request runs; `npm run bench:health` measures it. */
export const HEALTH_TARGET_MS = 100;

/**
 * The longest one health answer may wait in a test before the server counts as stalled, unless the
 * heavy request itself ran longer (then half of its time). Work held on the server's thread made a
 * health answer wait for all of it: 2.9 s behind a 4.4 s preview, 7.6 s and more behind the admin
 * trace, 11 s behind a zip bomb. On a loaded 2-core CI machine the slowest answer was 0.7 s.
 */
const STALLED_MS = 1500;

/**
 * Runs `work` while asking `/api/health` at `baseURL` again and again (one request at a time,
 * `pauseMs` apart), and returns what `work` returned, how long it took, and the health endpoint's
 * answer times. The health requests go from this process, not through Playwright's driver: the
 * driver sends the heavy request's body too, and a health request queued behind 33 MB of it measured
 * the driver, not the server.
 */
export async function watchHealth<T>(
  baseURL: string,
  work: () => Promise<T>,
  pauseMs = 50,
): Promise<{ result: T; ms: number; health: HealthFigures }> {
  const samples: number[] = [];
  let working = true;
  const watch = (async () => {
    while (working) {
      const started = performance.now();
      const answer = await fetch(new URL("/api/health", baseURL));
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
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
  return `/api/health meanwhile: median ${health.median} ms, p90 ${health.p90} ms, slowest ${health.slowest} ms of ${health.samples.length} (target: under ${HEALTH_TARGET_MS} ms)`;
}

/**
 * The health endpoint kept answering while `work` ran for `workMs`: every answer a 200 (checked as
 * they came) and none held back until the heavy request let go of the server's thread. Speed is
 * not held here (a busy CI machine adds its own waits): the figures go to `npm run bench:health`
 * through BENCH_HEALTH_OUT, which prints them beside the 100 ms target.
 */
export function expectAnswering(heavy: string, health: HealthFigures, workMs: number): void {
  const out = process.env.BENCH_HEALTH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify({ heavy, workMs, samples: health.samples })}\n`);
  expect(health.samples.length, "health samples").toBeGreaterThan(0);
  expect(health.slowest, healthLine(health)).toBeLessThan(Math.max(STALLED_MS, workMs / 2));
}
