// npm run bench:search — marketplace search over 100,000 published Experts, on SQLite and on a
// throwaway PostgreSQL cluster: p50/p95 per kind of query and overall, beside the 50 ms target.
// Each engine runs in a child process of its own (the app's database client is chosen once).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedCatalogue } from "./bench/search-catalogue";
import { timeSearches } from "./bench/search-timing";
import { startPostgresCluster } from "./postgres-cluster";

const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 100_000);

async function child(url: string) {
  process.env.DATABASE_URL = url;
  await seedCatalogue(url, EXPERTS);
  await timeSearches();
  process.exit(0);
}

function runEngine(label: string, url: string) {
  console.log(`\n${label}: ${EXPERTS.toLocaleString("en")} published Experts`);
  const script = process.argv[1];
  if (!script)
    throw new Error("Run the benchmark as a script (npm run bench:search): it starts itself once per engine.");
  const result = spawnSync(process.execPath, [...process.execArgv, script, "--child", url], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`${label} benchmark failed (exit ${result.status}).`);
}

const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgresql").split(",");

function onPostgresql(server: string) {
  const url = new URL(server);
  url.pathname = `/es_bench_search_${process.pid}`;
  const sql = (text: string) =>
    execFileSync(process.execPath, [
      "-e",
      `const pg=require("pg");const c=new pg.Client(${JSON.stringify(server)});c.connect().then(()=>c.query(${JSON.stringify(text)})).then(()=>c.end())`,
    ]);
  sql(`CREATE DATABASE ${url.pathname.slice(1)}`);
  try {
    runEngine("PostgreSQL", url.toString());
  } finally {
    sql(`DROP DATABASE IF EXISTS ${url.pathname.slice(1)}`);
  }
}

if (process.argv[2] === "--child") {
  const url = process.argv[3];
  if (!url) throw new Error("--child needs the database URL after it.");
  await child(url);
} else {
  if (ENGINES.includes("sqlite")) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-search-"));
    try {
      runEngine("SQLite", `file:${path.join(dir, "bench.db")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // BENCH_DATABASE_SERVER_URL: an existing server to use; otherwise a throwaway cluster, stopped at the end.
  const existing = process.env.BENCH_DATABASE_SERVER_URL;
  if (ENGINES.includes("postgresql") && existing) onPostgresql(existing);
  else if (ENGINES.includes("postgresql")) {
    const cluster = startPostgresCluster();
    try {
      onPostgresql(cluster.url);
    } finally {
      cluster.stop();
    }
  }
}
