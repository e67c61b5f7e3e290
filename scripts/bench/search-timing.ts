import os from "node:os";
import { performance } from "node:perf_hooks";
import { catalogueName } from "./search-catalogue";
import { sampleAtRank } from "./stats";

const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

type Case = { query?: string; plugin?: string; page2?: boolean };

// The query mix, by kind. In this catalogue a description word is in most Experts and a topic
// in about 1 in 10 (both listed by name, past the ranking limit); a topic with a role is in about
// 1 in 100 and ranked; a name with its number is one Expert.
const KINDS: { kind: string; cases: Case[] }[] = [
  { kind: "browse (no words)", cases: [{}, { page2: true }] },
  {
    kind: "plugin filter only",
    cases: [{ plugin: "slack" }, { plugin: "linear" }, { plugin: "linear", page2: true }, { plugin: "no-such-plugin" }],
  },
  {
    kind: "common words",
    cases: [{ query: "reports" }, { query: "risky clauses" }, { query: "customers metrics alerts" }],
  },
  { kind: "topic word", cases: [{ query: "contract" }, { query: "kubernetes" }, { query: "privacy" }] },
  {
    kind: "ranked (topic + role)",
    cases: [
      { query: "security reviewer" },
      { query: "kubernetes analyst" },
      { query: "invoice auditor" },
      { query: "privacy coach" },
    ],
  },
  { kind: "rare words", cases: [{ query: "73512" }, { query: catalogueName(4242) }, { query: "zebra" }] },
  {
    kind: "prefix (last word)",
    cases: [{ query: "pipe" }, { query: "re" }, { query: "kube" }, { query: "security rev" }],
  },
  {
    kind: "typos (corrected)",
    cases: [
      { query: "kubernets" },
      { query: "secruity reviewer" },
      { query: "invoise auditor" },
      { query: "reveiwer" },
    ],
  },
  {
    kind: "words + plugin",
    cases: [
      { query: "security reviewer", plugin: "github" },
      { query: "reports", plugin: "linear" },
      { query: "tax", plugin: "linear" },
    ],
  },
  {
    kind: "page 2 (cursor)",
    cases: [
      { query: "contract", page2: true },
      { query: "security reviewer", page2: true },
      { query: "reports", page2: true },
    ],
  },
];

const percentile = (sorted: number[], p: number) =>
  sampleAtRank(sorted, Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1)));
const fmt = (ms: number) => ms.toFixed(1).padStart(6);

/** Times `listMarketplaceExperts` (search and cards, as the page calls it) for every case, RUNS times each. */
export async function timeSearches() {
  const { listMarketplaceExperts } = await import("../../lib/server/marketplace/marketplace");
  const { pageRequest } = await import("../../lib/domain/cursor");
  const viewer = { id: "u_buyer", role: "user" as const };
  const all: number[] = [];
  let over = 0;
  for (const { kind, cases } of KINDS) {
    const times: number[] = [];
    const notes: string[] = [];
    for (const c of cases) {
      const filter = { query: c.query, plugin: c.plugin };
      const first = await listMarketplaceExperts(filter, viewer);
      const request = c.page2 && first.next ? pageRequest({ after: first.next }) : undefined;
      let last = first;
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now();
        last = await listMarketplaceExperts(filter, viewer, request);
        times.push(performance.now() - t0);
      }
      notes.push(
        `${JSON.stringify(c.query ?? "")}${c.plugin ? `+${c.plugin}` : ""}${c.page2 ? " p2" : ""}: ${last.items.length}${last.order === "name-many-matches" ? " by name" : ""}`,
      );
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const p95 = percentile(times, 0.95);
    if (p95 > TARGET_MS) over++;
    console.log(
      `  ${kind.padEnd(22)} p50 ${fmt(percentile(times, 0.5))} ms  p95 ${fmt(p95)} ms  ${p95 <= TARGET_MS ? "ok  " : "OVER"}  (${notes.join("; ")})`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  console.log(
    `  ${"all kinds".padEnd(22)} p50 ${fmt(percentile(all, 0.5))} ms  p95 ${fmt(p95)} ms  target p95 ≤ ${TARGET_MS} ms: ${p95 <= TARGET_MS ? "met" : "NOT met"}${over ? ` (${over} kind(s) over)` : ""}`,
  );
  console.log(
    `  machine: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? "?"}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} (1/5/15 min) at the end`,
  );
}
