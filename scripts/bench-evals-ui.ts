// npm run bench:evals-ui — rules §16's responsiveness target: the Studio's evaluation page with 500
// cases, no interaction over 100 ms. Runs e2e/evaluations-responsiveness.spec.ts against the built
// app (build it first: `E2E_BUILD=1 npx next build`) and prints each interaction's longest Event
// Timing duration beside the target.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const TARGET_MS = 100;
type Figures = {
  cases: number;
  phases: { phase: string; events: number; longestMs: number; longestEvent: string }[];
  longestInteractionMs: number;
  longestTaskMs: number;
};

const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-evals-ui-"));
const out = path.join(dir, "figures.json");
try {
  const run = spawnSync("npx", ["playwright", "test", "e2e/evaluations-responsiveness.spec.ts", "--reporter=line"], {
    env: { ...process.env, BENCH_EVALS_UI_OUT: out },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (run.status !== 0) throw new Error("the responsiveness spec failed; no figures");
  const figures = JSON.parse(readFileSync(out, "utf8")) as Figures;
  console.log(`\nEvaluation page, ${figures.cases} cases (Event Timing, entries of 16 ms or more; Chromium, 1280x900)`);
  for (const p of figures.phases) {
    console.log(
      `  ${p.phase.padEnd(18)} ${String(Math.round(p.longestMs)).padStart(4)} ms   (target ≤ ${TARGET_MS} ms; ${p.longestEvent})`,
    );
  }
  console.log(`  longest interaction ${Math.round(figures.longestInteractionMs)} ms   (target ≤ ${TARGET_MS} ms)`);
  console.log(
    `  longest task        ${Math.round(figures.longestTaskMs)} ms   (main-thread work outside an interaction too, e.g. drawing a run's results)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
