// npm run bench:analytics — creator analytics and the admin failure groups over a million log rows.
// Builds a scratch SQLite database with 1,000,000 delegation requests spread over 90 days and
// 2,000 Experts, then times one Expert's analytics page data (30 days) and the admin's
// 24-hour failure groups, and prints each figure beside its target.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { deployMigrations } from "./migrations/deploy";
import { median, sampleAtRank } from "./bench/stats";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const EXPERTS = 2_000;
const RUNS = 15;
const TARGET_MS = 100;

const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-analytics-"));
const file = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${file}`;
process.env.HARNESS_TOKEN ??= "bench-harness-token-0123456789";
process.env.NEXTAUTH_SECRET ??= "bench-secret-0123456789-0123456789";

function seed(now: number) {
  const db = new Database(file);
  const iso = new Date(now).toISOString();
  db.exec("BEGIN");
  db.prepare(
    `INSERT INTO "User" (id, email, name, passwordHash, role, createdAt) VALUES ('u_creator', 'c@example.com', 'Creator', 'x', 'user', ?)`,
  ).run(iso);
  const expert = db.prepare(
    `INSERT INTO "Expert" (id, slug, ownerId, name, nameKey, description, delegatable, status, defaultModel, plugins, guardMarkers, guardDeny, createdAt, updatedAt)
     VALUES (?, ?, 'u_creator', ?, ?, '', 1, 'published', 'claude-sonnet-4', '[]', '[]', '[]', ?, ?)`,
  );
  for (let i = 0; i < EXPERTS; i++) expert.run(`e_${i}`, `expert-${i}`, `Expert ${i}`, `expert ${i}`, iso, iso);
  const row = db.prepare(
    `INSERT INTO "DelegationRequest" (id, requestId, createdAt, day, userId, userRef, fromRef, toRef, fromId, toId, chain, input, status, error, cause)
     VALUES (?, 'r', ?, ?, 'u_creator', 'u_creator', ?, ?, ?, ?, '[]', 'x', ?, ?, ?)`,
  );
  const span = 90 * 24 * 3600 * 1000;
  for (let i = 0; i < ROWS; i++) {
    // Pseudo-random but repeatable: skewed so that a few Experts get most of the traffic.
    const from = `e_${(i * 7919) % EXPERTS}`;
    const to = `e_${Math.floor(Math.pow(((i * 104729) % 1000) / 1000, 3) * EXPERTS)}`;
    const failed = i % 5 === 0;
    const createdAt = new Date(now - ((i * 2654435761) % span)).toISOString();
    row.run(
      `d_${i}`,
      createdAt,
      createdAt.slice(0, 10),
      from,
      to,
      from,
      to,
      failed ? "failed" : "accepted",
      failed ? "Expert not found or access denied" : null,
      failed ? "no_access" : null,
    );
  }
  db.exec("COMMIT");
  db.close();
}

const p95 = (xs: number[]) => sampleAtRank(xs, Math.floor(xs.length * 0.95));

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const start = performance.now();
    await fn();
    if (i >= 2) samples.push(performance.now() - start);
  }
  return samples;
}

try {
  await deployMigrations(process.env.DATABASE_URL);
  const now = Date.now();
  const seeded = performance.now();
  seed(now);
  console.log(
    `seeded ${ROWS.toLocaleString("en")} delegation rows over 90 days and ${EXPERTS} Experts in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const { getExpertAnalytics } = await import("../lib/server/studio/analytics");
  const { countDelegationFailuresForAdmin } = await import("../lib/server/admin/delegation-log");
  const creator = { id: "u_creator", email: "c@example.com", name: "Creator", role: "user" as const };
  const admin = { ...creator, role: "admin" as const };
  const busiest = await getExpertAnalytics(creator, "e_0", 30);
  const rowsRead =
    busiest!.totals.toAccepted + busiest!.totals.toFailed + busiest!.totals.fromAccepted + busiest!.totals.fromFailed;
  for (const [label, expertId] of [
    ["the busiest Expert", "e_0"],
    ["a typical Expert", "e_1500"],
  ] as const) {
    const samples = await time(() => getExpertAnalytics(creator, expertId, 30));
    console.log(
      `creator analytics, 30 days, ${label}: median ${median(samples).toFixed(1)} ms, p95 ${p95(samples).toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
    );
  }
  console.log(`(the busiest Expert's 30 days hold ${rowsRead.toLocaleString("en")} log rows)`);
  const admin24h = await time(() => countDelegationFailuresForAdmin(admin));
  console.log(
    `admin failures of the last 24 hours by cause: median ${median(admin24h).toFixed(1)} ms, p95 ${p95(admin24h).toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
