// npm run bench:search — marketplace search over 100,000 published Experts, on SQLite and on a
// throwaway PostgreSQL cluster: p95 of a few realistic searches beside the 50 ms target.
// Each engine runs in a child process of its own (the app's database client is chosen once).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedCatalogue, timeSearches } from "./bench/search-catalogue";

const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 100_000);

async function child(url: string) {
  process.env.DATABASE_URL = url;
  await seedCatalogue(url, EXPERTS);
  await timeSearches();
  process.exit(0);
}

function runEngine(label: string, url: string) {
  console.log(`\n${label}: ${EXPERTS.toLocaleString("en")} published Experts`);
  const result = spawnSync(process.execPath, [...process.execArgv, process.argv[1], "--child", url], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${label} benchmark failed (exit ${result.status}).`);
}

if (process.argv[2] === "--child") {
  await child(process.argv[3]);
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-search-"));
  try {
    runEngine("SQLite", `file:${path.join(dir, "bench.db")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [cluster, server] = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], { encoding: "utf8" }).trim().split(" ");
  try {
    const url = new URL(server);
    url.pathname = "/es_bench_search";
    execFileSync(process.execPath, ["-e", `const pg=require("pg");const c=new pg.Client(${JSON.stringify(server)});c.connect().then(()=>c.query('CREATE DATABASE es_bench_search')).then(()=>c.end())`]);
    runEngine("PostgreSQL", url.toString());
  } finally {
    execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", cluster]);
  }
}
