import os from "node:os";
import { performance } from "node:perf_hooks";
import { createPrismaClient } from "../../lib/prisma-client";
import { deployMigrations } from "../migrations/deploy";

const TARGET_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const ROLES = ["Reviewer", "Analyst", "Writer", "Helper", "Debugger", "Editor", "Planner", "Auditor", "Coach", "Translator"];
const TOPICS = ["Contract", "Tax", "SQL", "Release Notes", "Security", "UX Copy", "Incident", "Data Pipeline", "Support", "Grant", "API Docs", "Privacy", "Pricing", "Onboarding", "Kubernetes", "Invoice", "Hiring", "Marketing", "Legal", "Research"];
const WORDS = "reads drafts checks explains summarises flags risky clauses queries dashboards cohorts pipelines tickets outages budgets logs invoices customers schemas migrations tests releases changelogs policies audits reports prompts translations glossaries metrics alerts".split(" ");
const PLUGINS = ["github", "slack", "postgres", "web-search", "agent-teams"];

// A 32-bit integer hash (splitmix-style), so picks for one row are independent of each other.
function mix(n: number): number {
  let x = (n + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A deterministic pseudo-random catalogue: names from topic × role, text from a small vocabulary. */
function row(i: number) {
  const pick = <T>(list: T[], salt: number) => list[mix(i * 131 + salt) % list.length];
  const name = `${pick(TOPICS, 1)} ${pick(ROLES, 2)} ${i}`;
  const words = (n: number, salt: number) => Array.from({ length: n }, (_, k) => pick(WORDS, salt + k * 31)).join(" ");
  return {
    id: `e_${String(i).padStart(6, "0")}`,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    ownerId: "u_creator",
    name,
    nameKey: name.toLowerCase(),
    description: `${pick(TOPICS, 3)} expert that ${words(14, 4)}.`,
    delegationBrief: `Accepts: ${words(10, 5)}. Produces: ${words(8, 6)}.`,
    status: "published",
    defaultModel: "claude-sonnet-4",
    plugins: [pick(PLUGINS, 7), pick(PLUGINS, 8)].filter((p, k, all) => all.indexOf(p) === k),
    guardMarkers: [],
    guardDeny: [],
  };
}

export async function seedCatalogue(url: string, experts: number) {
  await deployMigrations(url);
  const db = createPrismaClient(url);
  const started = performance.now();
  await db.user.createMany({ data: [{ id: "u_creator", email: "creator@example.com", name: "Creator", passwordHash: "x" }, { id: "u_buyer", email: "buyer@example.com", name: "Buyer", passwordHash: "x" }] });
  for (let from = 0; from < experts; from += 1000) {
    await db.expert.createMany({ data: Array.from({ length: Math.min(1000, experts - from) }, (_, k) => row(from + k)) });
  }
  await db.accessGrant.createMany({ data: Array.from({ length: Math.min(500, experts) }, (_, k) => ({ userId: "u_buyer", expertId: row((k * 97) % experts).id, kind: "acquired" })) });
  await db.$executeRawUnsafe("ANALYZE");
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.$disconnect();
}

const CASES: { label: string; filter: { query?: string; plugin?: string }; secondPage?: boolean }[] = [
  { label: 'browse, no query', filter: {} },
  { label: '"contract"', filter: { query: "contract" } },
  { label: '"sql analyst"', filter: { query: "sql analyst" } },
  { label: '"risky clauses"', filter: { query: "risky clauses" } },
  { label: '"pipe" (prefix)', filter: { query: "pipe" } },
  { label: '"review" + plugin postgres', filter: { query: "review", plugin: "postgres" } },
  { label: 'plugin slack, no query', filter: { plugin: "slack" } },
  { label: '"contract", page 2', filter: { query: "contract" }, secondPage: true },
  { label: 'no match "zebra"', filter: { query: "zebra" } },
];

export async function timeSearches() {
  const { listMarketplaceExperts } = await import("../../lib/server/marketplace/marketplace");
  const { pageRequest } = await import("../../lib/domain/cursor");
  const viewer = { id: "u_buyer", role: "user" as const };
  let worst = 0;
  for (const c of CASES) {
    const first = await listMarketplaceExperts(c.filter, viewer);
    const request = c.secondPage && first.next ? pageRequest({ after: first.next }) : undefined;
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const page = await listMarketplaceExperts(c.filter, viewer, request);
      times.push(performance.now() - t0);
      count = page.items.length;
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
    const p50 = times[Math.floor(times.length / 2)];
    worst = Math.max(worst, p95);
    console.log(`  ${c.label.padEnd(30)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (target ≤ ${TARGET_MS} ms) ${p95 <= TARGET_MS ? "ok" : "OVER"}  ${count} cards`);
  }
  console.log(`  machine: ${os.cpus().length} CPU cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")} (1/5/15 min) at the end of the run`);
  console.log(`  worst p95 ${worst.toFixed(1)} ms against ${TARGET_MS} ms: ${worst <= TARGET_MS ? "within target" : "over target"}`);
}
