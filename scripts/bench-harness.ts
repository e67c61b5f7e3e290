// npm run bench:harness — the harness's cost on top of the SQL it cannot avoid.
// Builds a scratch database with one user who has access to 10,000 Experts (policy "all")
// and a main Expert with 50 subagent specs against a 5,000-tool surface, then times the full
// injection beside the raw SQL that reads the same rows, and prints both and their ratio (P1); then
// adds 90,000 Experts of another creator the user has no access to and times both again (P3).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { PluginDefinition } from "../lib/domain/catalog";
import { PLUGINS } from "../lib/domain/catalog";
import { estimateTokens } from "../lib/domain/render-injection";
import { deployMigrations } from "./migrations/deploy";
import { median } from "./bench/stats";

const EXPERTS = 10_000;
const SPECS = 50;
const SURFACE = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-"));
const file = path.join(dir, "bench.db");
process.env.DATABASE_URL = `file:${file}`;
process.env.HARNESS_TOKEN ??= "bench-harness-token-0123456789";
process.env.NEXTAUTH_SECRET ??= "bench-secret-0123456789-0123456789";

// A synthetic MCP plugin that brings the surface to 5,000 tools.
const fixedTools = 17 + 5; // the global layer and the github plugin the main Expert also enables
const benchPlugin: PluginDefinition = {
  id: "bench",
  name: "Bench",
  description: "Synthetic tools for the benchmark",
  layer: "preset",
  tools: Array.from({ length: SURFACE - fixedTools }, (_, i) => ({
    name: `mcp__bench__tool_${String(i).padStart(4, "0")}`,
    description: "",
  })),
};
const catalog = [...PLUGINS, benchPlugin];

function spec(i: number) {
  const tools = [
    `mcp__bench__tool_${String(i * 7).padStart(4, "0")}`,
    "read",
    "grep",
    `mcp__bench__tool_0${i % 10}*`,
    "Grpe",
    "delegate",
  ];
  return { name: `spec_${i}`, description: `Specialist ${i}`, system_prompt: `You are specialist ${i}.`, tools };
}

function seed() {
  const db = new Database(file);
  const now = new Date().toISOString();
  db.exec("BEGIN");
  // An Expert and its live version point at each other: checked at commit.
  db.exec("PRAGMA defer_foreign_keys = ON");
  const user = db.prepare(
    `INSERT INTO "User" (id, email, name, passwordHash, role, createdAt) VALUES (?, ?, ?, 'x', 'user', ?)`,
  );
  user.run("u_bench", "bench@example.com", "Bench", now);
  user.run("u_creator", "creator@example.com", "Creator", now);
  // Every Expert is published: its live version 1 holds the configuration, its roster fields are copied (rules §10).
  const insertExpert = db.prepare(
    `INSERT INTO "Expert" (id, slug, ownerId, name, nameKey, description, delegationBrief, delegatable, status, defaultModel, plugins, guardMarkers, guardDeny, createdAt, updatedAt,
       liveVersionId, liveName, liveNameKey, liveDescription, liveBrief, liveDelegatable)
     VALUES (?, ?, 'u_creator', ?, ?, ?, ?, ?, 'published', 'claude-sonnet-4', ?, '["spawn_teammate"]', '["subagent","subagent_fork"]', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const version = db.prepare(
    `INSERT INTO "ExpertVersion" (id, expertId, number, config, publishedById, publishedAt) VALUES (?, ?, 1, ?, 'u_creator', ?)`,
  );
  const expert = (
    id: string,
    slug: string,
    name: string,
    description: string,
    brief: string | null,
    delegatable: number,
    plugins: string,
    specs: string[] = [],
  ) => {
    const nameKey = name.toLowerCase();
    const config = {
      name,
      slug,
      description,
      instructions: "",
      delegationBrief: brief,
      delegatable: delegatable === 1,
      priceLabel: null,
      defaultModel: "claude-sonnet-4",
      plugins: JSON.parse(plugins) as string[],
      teamGuard: { mode: "enforce", markers: ["spawn_teammate"], deny: ["subagent", "subagent_fork"] },
      specs,
      disabledBuiltins: [],
    };
    insertExpert.run(
      id,
      slug,
      name,
      nameKey,
      description,
      brief,
      delegatable,
      plugins,
      now,
      now,
      `v_${id}`,
      name,
      nameKey,
      description,
      brief,
      delegatable,
    );
    version.run(`v_${id}`, id, JSON.stringify(config), now);
  };
  const grant = db.prepare(
    `INSERT INTO "AccessGrant" (userId, expertId, kind, createdAt) VALUES ('u_bench', ?, 'purchased', ?)`,
  );
  const specs = Array.from({ length: SPECS }, (_, i) => JSON.stringify(spec(i)));
  expert("e_main", "main", "Main", "The main Expert", null, 1, JSON.stringify(["github", "bench"]), specs);
  grant.run("e_main", now);
  const specRow = db.prepare(`INSERT INTO "SubagentSpec" (id, expertId, position, raw) VALUES (?, 'e_main', ?, ?)`);
  for (let i = 0; i < SPECS; i++) specRow.run(`s_${i}`, i, specs[i]);
  for (let i = 0; i < EXPERTS; i++) {
    const name = `Expert ${String(i).padStart(5, "0")}`;
    expert(
      `e_${i}`,
      `expert-${i}`,
      name,
      `Does task ${i}`,
      i % 3 ? `Accepts ${i}; produces ${i}.` : null,
      i % 10 ? 1 : 0,
      "[]",
    );
    grant.run(`e_${i}`, now);
  }
  db.prepare(`INSERT INTO "DelegationPolicy" (userId, mode, updatedAt) VALUES ('u_bench', 'all', ?)`).run(now);
  db.exec("COMMIT");
  db.close();
}

/** P3: Experts of another creator that the bench user has no access to, `count` of them. */
function seedOthers(count: number) {
  const db = new Database(file);
  const now = new Date().toISOString();
  db.exec("BEGIN");
  db.exec("PRAGMA defer_foreign_keys = ON");
  db.prepare(
    `INSERT INTO "User" (id, email, name, passwordHash, role, createdAt) VALUES ('u_other', 'other@example.com', 'Other', 'x', 'user', ?)`,
  ).run(now);
  const insertExpert = db.prepare(
    `INSERT INTO "Expert" (id, slug, ownerId, name, nameKey, description, delegatable, status, defaultModel, plugins, guardMarkers, guardDeny, createdAt, updatedAt,
       liveVersionId, liveName, liveNameKey, liveDescription, liveDelegatable)
     VALUES (?, ?, 'u_other', ?, ?, 'Not yours', 1, 'published', 'claude-sonnet-4', '[]', '[]', '[]', ?, ?, ?, ?, ?, 'Not yours', 1)`,
  );
  const version = db.prepare(
    `INSERT INTO "ExpertVersion" (id, expertId, number, config, publishedById, publishedAt) VALUES (?, ?, 1, '{}', 'u_other', ?)`,
  );
  for (let i = 0; i < count; i++) {
    const name = `Other ${String(i).padStart(6, "0")}`;
    insertExpert.run(`o_${i}`, `other-${i}`, name, name.toLowerCase(), now, now, `v_o_${i}`, name, name.toLowerCase());
    version.run(`v_o_${i}`, `o_${i}`, now);
  }
  db.exec("COMMIT");
  db.close();
}

function sqlFloor(db: Database.Database) {
  db.prepare(`SELECT id, email, name, role, disabledAt FROM "User" WHERE id = ? OR email = ? LIMIT 2`).all(
    "u_bench",
    "u_bench",
  );
  db.prepare(`SELECT id, slug FROM "Expert" WHERE id IN (?) OR slug IN (?)`).all("e_main", "e_main");
  // A published Expert is served its live version: the row, the user's grant, and the version through its pointer.
  db.prepare(`SELECT * FROM "Expert" WHERE id = ?`).get("e_main");
  db.prepare(`SELECT kind FROM "AccessGrant" WHERE userId = ? AND expertId = ?`).all("u_bench", "e_main");
  JSON.parse(
    (db.prepare(`SELECT number, config FROM "ExpertVersion" WHERE id = ?`).get("v_e_main") as { config: string })
      .config,
  );
  db.prepare(`SELECT mode FROM "DelegationPolicy" WHERE userId = ?`).get("u_bench");
  db.prepare(`SELECT expertId FROM "WhitelistEntry" WHERE userId = ? ORDER BY position`).all("u_bench");
  return db
    .prepare(
      // The values the harness's own read returns (lib/server/harness/accessible-candidates.ts).
      `SELECT e.id, e.slug, COALESCE(e.liveName, e.name), e.liveDescription, e.liveBrief, e.liveDelegatable,
         e.status = 'published' AND e.liveName IS NOT NULL, e.deletedAt IS NOT NULL
       FROM "AccessGrant" g JOIN "Expert" e ON e.id = g.expertId WHERE g.userId = ? ORDER BY COALESCE(e.liveNameKey, e.nameKey), e.id`,
    )
    .all("u_bench").length;
}

type Sample = { wall: number; cpu: number };

/** Times both alternately so that load from other processes falls on both alike; CPU time is reported too. */
async function timeInterleaved(a: () => unknown, b: () => unknown): Promise<[Sample[], Sample[]]> {
  const samples: [Sample[], Sample[]] = [[], []];
  for (let i = 0; i < RUNS + 2; i++) {
    for (const [fn, into] of [
      [a, samples[0]],
      [b, samples[1]],
    ] as const) {
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      await fn();
      const wall = Number(process.hrtime.bigint() - start) / 1e6;
      const used = process.cpuUsage(cpu);
      if (i >= 2) into.push({ wall, cpu: (used.user + used.system) / 1000 }); // two warm-up rounds
    }
  }
  return samples;
}

/**
 * Interleaved calls share one young generation, and a scavenge is charged to whichever call fills
 * it: when the two allocate unevenly most scavenges can land on one side (17 of 17 on the SQL once
 * the harness allocated less), so their CPU split swings. Here each side runs in a block of its
 * own, paying for the garbage it makes; the blocks alternate, so load falls on both alike.
 */
async function timeInBlocks(a: () => unknown, b: () => unknown): Promise<[number, number]> {
  const cpu: [number[], number[]] = [[], []];
  for (let round = 0; round < 3; round++) {
    for (const [fn, into] of [
      [a, cpu[0]],
      [b, cpu[1]],
    ] as const) {
      for (let i = 0; i < 2; i++) await fn(); // warm-up, and the other side's garbage collected
      const start = process.cpuUsage();
      for (let i = 0; i < RUNS; i++) await fn();
      const used = process.cpuUsage(start);
      into.push((used.user + used.system) / 1000 / RUNS);
    }
  }
  return [median(cpu[0]), median(cpu[1])];
}

const describe = (xs: Sample[], key: keyof Sample) => {
  const values = xs.map((x) => x[key]);
  return `median ${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;
};

try {
  await deployMigrations(process.env.DATABASE_URL);
  seed();
  const { getInjection } = await import("@/lib/server/harness/injection");
  const probe = await getInjection({ userRef: "u_bench", expertRef: "e_main", message: "" }, { catalog });
  const raw = new Database(file, { readonly: true });
  const rows = sqlFloor(raw);
  const [harness, floor] = await timeInterleaved(
    () => getInjection({ userRef: "u_bench", expertRef: "e_main", message: "" }, { catalog }),
    () => sqlFloor(raw),
  );
  const [harnessBlock, floorBlock] = await timeInBlocks(
    () => getInjection({ userRef: "u_bench", expertRef: "e_main", message: "" }, { catalog }),
    () => sqlFloor(raw),
  );
  raw.close();
  // A message makes the budget rank every candidate by BM25 first (rules §11). The first call builds
  // the index of 9,000 candidates; later ones with other messages find it kept (lib/domain/relevance.ts).
  const withMessage: Sample[] = [];
  for (let i = 0; i < Math.max(4, Math.ceil(RUNS / 3)); i++) {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    await getInjection(
      { userRef: "u_bench", expertRef: "e_main", message: `Please check task ${4242 + i} and what it produces` },
      { catalog },
    );
    const used = process.cpuUsage(cpu);
    withMessage.push({ wall: Number(process.hrtime.bigint() - start) / 1e6, cpu: (used.user + used.system) / 1000 });
  }
  // P9: later messages against no message, interleaved so that outside load falls on both alike.
  let turn = 0;
  const [messaged, plain] = await timeInterleaved(
    () =>
      getInjection(
        { userRef: "u_bench", expertRef: "e_main", message: `Please check task ${5000 + turn++} and what it produces` },
        { catalog },
      ),
    () => getInjection({ userRef: "u_bench", expertRef: "e_main", message: "" }, { catalog }),
  );
  const kept = probe.subagentReport.filter((r) => r.source === "expert" && r.status === "kept").length;
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ", ",
      )}; surface: ${probe.tools.length} tools; specs: ${SPECS} (${kept} kept); accessible Experts: ${rows}; roster: ${probe.roster.length}; prompt tokens: ${probe.tokens}; ${RUNS} runs each, interleaved`,
  );
  const budget = probe.rosterBudget;
  const section = probe.prompt.slice(probe.prompt.indexOf("## delegate tool"));
  console.log(
    `roster tokens (delegate list entries): ${budget.tokens} (target ≤ ${budget.budget}) ${budget.tokens <= budget.budget ? "ok" : "OVER"}; ` +
      `${budget.offered} of ${budget.candidates} delegatable Experts offered, ${budget.leftOut} over_budget (all listed: ${budget.candidateTokens} tokens); ` +
      `whole delegate section with intro and closing line: ${estimateTokens(section)} tokens`,
  );
  console.log(
    `full injection (getInjection):        wall ${describe(harness, "wall")}; cpu ${describe(harness, "cpu")}`,
  );
  console.log(`raw SQL, same rows (better-sqlite3):  wall ${describe(floor, "wall")}; cpu ${describe(floor, "cpu")}`);
  const [first, ...again] = withMessage;
  if (!first) throw new Error("No call with a message was timed: BENCH_RUNS must be at least 1.");
  console.log(
    `P9, interleaved: with a message wall ${describe(messaged, "wall")}, cpu ${describe(messaged, "cpu")}; without wall ${describe(plain, "wall")}, cpu ${describe(plain, "cpu")}`,
  );
  console.log(
    `with a message (BM25 over every candidate): first call wall ${first.wall.toFixed(1)} ms, cpu ${first.cpu.toFixed(1)} ms (builds the index); ` +
      `later messages wall ${describe(again, "wall")}; cpu ${describe(again, "cpu")}`,
  );
  for (const key of ["wall", "cpu"] as const) {
    const ratio = median(messaged.map((x) => x[key])) / median(plain.map((x) => x[key]));
    console.log(
      `P9 ratio (${key}, medians): a message costs ${ratio.toFixed(2)}x the injection without one (policy all, ${rows} accessible Experts) (target ≤ 1.50x) ${ratio <= 1.5 ? "met" : "NOT met"}`,
    );
  }
  for (const key of ["wall", "cpu"] as const) {
    const ratio = median(harness.map((x) => x[key])) / median(floor.map((x) => x[key]));
    console.log(
      `P1 ratio (${key}, medians): ${ratio.toFixed(2)}x — the harness adds ${((ratio - 1) * 100).toFixed(0)}% on top of the SQL floor (target ≤ 1.50x) ${ratio <= 1.5 ? "met" : "NOT met"}`,
    );
  }
  const blockRatio = harnessBlock / floorBlock;
  console.log(
    `P1 ratio (cpu, blocks of ${RUNS} calls, each side paying its own garbage collection): ${blockRatio.toFixed(2)}x ` +
      `(injection ${harnessBlock.toFixed(1)} ms, raw SQL ${floorBlock.toFixed(1)} ms a call) (target ≤ 1.50x) ${blockRatio <= 1.5 ? "met" : "NOT met"}`,
  );

  // P3: the same user and injection in a catalogue ten times larger (others' Experts, no access).
  seedOthers(EXPERTS * 9);
  const big = new Database(file, { readonly: true });
  const [harnessBig, floorBig] = await timeInterleaved(
    () => getInjection({ userRef: "u_bench", expertRef: "e_main", message: "" }, { catalog }),
    () => sqlFloor(big),
  );
  const total = (big.prepare(`SELECT COUNT(*) AS n FROM "Expert"`).get() as { n: number }).n;
  big.close();
  console.log(
    `P3 catalogue of ${total} Experts (${EXPERTS + 1} accessible): injection wall ${describe(harnessBig, "wall")}; cpu ${describe(harnessBig, "cpu")}`,
  );
  for (const key of ["wall", "cpu"] as const) {
    const growth = median(harnessBig.map((x) => x[key])) / median(harness.map((x) => x[key]));
    const floorGrowth = median(floorBig.map((x) => x[key])) / median(floor.map((x) => x[key]));
    console.log(
      `P3 ratio (${key}, medians): ${growth.toFixed(2)}x the time with 10x the catalogue (the raw SQL's own: ${floorGrowth.toFixed(2)}x) (target ≤ 1.20x) ${growth <= 1.2 ? "met" : "NOT met"}`,
    );
  }
} finally {
  if (process.env.BENCH_KEEP_DB) console.log(`kept ${file}`);
  else rmSync(dir, { recursive: true, force: true });
}
