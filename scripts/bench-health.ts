// npm run bench:health — issue 23's target: `/api/health` answers in under 100 ms while one heavy
// request runs (the 33 MB glob-heavy draft preview, the admin trace of the largest Expert, two zip
// bombs). Runs those e2e tests one at a time against the built app (build it first:
// `E2E_BUILD=1 npx next build`), BENCH_HEALTH_RUNS times each (3 unless set), and prints the health
// endpoint's answer times, pooled over the runs, beside the target.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, sampleAtRank } from "./bench/stats";

const TARGET_MS = 100;
const RUNS = Number(process.env.BENCH_HEALTH_RUNS ?? 3);
const HEAVY = "glob-heavy draft of 500 specs|admin trace of the largest Expert|zip bombs are refused";
type Line = { heavy: string; workMs: number; samples: number[] };

const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-health-"));
const out = path.join(dir, "figures.jsonl");
try {
  const run = spawnSync(
    "npx",
    [
      "playwright",
      "test",
      "e2e/large-draft.spec.ts",
      "e2e/bounded-pages.spec.ts",
      "--grep",
      HEAVY,
      "--workers=1",
      `--repeat-each=${RUNS}`,
      "--reporter=line",
    ],
    { env: { ...process.env, BENCH_HEALTH_OUT: out }, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (run.status !== 0) throw new Error("a heavy-request spec failed; no figures");
  const lines = readFileSync(out, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Line);
  const byHeavy = new Map<string, Line[]>();
  for (const line of lines) byHeavy.set(line.heavy, [...(byHeavy.get(line.heavy) ?? []), line]);
  console.log(`\n/api/health while one heavy request runs (${RUNS} runs each, one test at a time; load ${loadNow()})`);
  for (const [heavy, runs] of byHeavy) {
    const samples = runs.flatMap((r) => r.samples);
    const p90 = sampleAtRank(samples, Math.ceil(samples.length * 0.9) - 1);
    const verdict = p90 < TARGET_MS ? "met" : median(samples) < TARGET_MS ? "median met, p90 not" : "missed";
    console.log(
      `  ${heavy.padEnd(36)} health median ${String(median(samples)).padStart(4)} ms, p90 ${String(p90).padStart(4)} ms, ` +
        `slowest ${String(Math.max(...samples)).padStart(4)} ms of ${samples.length}   (target < ${TARGET_MS} ms: ${verdict}); ` +
        `the request itself: median ${median(runs.map((r) => r.workMs))} ms`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function loadNow(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
}
