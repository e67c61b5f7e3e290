// npm run bench:api — the HTTP API under load on each engine, against the built app (`npm run build`).
//  P5: POST /api/agent-proxy/delegate, 100 concurrent clients for BENCH_SECONDS (30): zero errors and
//      timeouts, and every acknowledged delegation (a 200 with its delegationId) has its log row.
//  Scale-out: POST /api/harness/injection throughput of two instances on one PostgreSQL database
//      against one instance (16 connections in all): target ≥ 1.6×.
// PostgreSQL is BENCH_DATABASE_SERVER_URL, or a throwaway cluster started here (scripts/postgres-cluster.sh).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { createPrismaClient } from "../lib/prisma-client";
import { type Instance, startInstance, stopInstances } from "./app-instances";
import type { Engine } from "./migrations/engines";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const INJECTION_SECONDS = Number(process.env.BENCH_INJECTION_SECONDS ?? 15);
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgresql").split(",") as Engine[];
const TOKEN = `bench-${randomBytes(12).toString("hex")}`;
const base = {
  ...process.env,
  HARNESS_TOKEN: TOKEN,
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  NODE_ENV: "production" as const,
};

type Load = { connections: number; seconds: number; path: string; body: unknown };
type Figures = { requests: number; perSecond: number; ok: number; non2xx: number; errors: number; timeouts: number; p99: number; bodies: string[] };

/** Runs the load; `bodies` holds every 200 response body, so each acknowledgement can be checked. */
async function load(url: string, { connections, seconds, path: route, body }: Load): Promise<Figures> {
  const bodies: string[] = [];
  const r = await autocannon({
    url: `${url}${route}`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify(body),
        onResponse: (status: number, responseBody: string) => {
          if (status === 200) bodies.push(responseBody);
        },
      },
    ],
  });
  return { requests: r.requests.total, perSecond: r.requests.average, ok: r["2xx"], non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, p99: r.latency.p99, bodies };
}

/** A few seconds of light load first, so the figures do not include loading the route code. */
async function warmUp(url: string, route: string, body: unknown): Promise<void> {
  await load(url, { connections: 4, seconds: 3, path: route, body });
}

async function database(engine: Engine): Promise<{ url: string; drop: () => Promise<void> }> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "es-bench-api-"));
    return { url: `file:${path.join(dir, "bench.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  let server = process.env.BENCH_DATABASE_SERVER_URL;
  let stopCluster = () => {};
  if (!server) {
    const [folder, url] = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], { encoding: "utf8" }).trim().split(" ");
    server = url;
    stopCluster = () => void execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", folder]);
  }
  const name = `es_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      stopCluster();
    },
  };
}

const delegate = { user: "bob@example.com", from: "sql-analyst", to: "contract-review", input: "Check clause 4 of the lease." };
const injection = { user: "bob@example.com", expert: "sql-analyst", message: "ask @contract-review about clause 4" };

async function benchEngine(engine: Engine): Promise<string[]> {
  const db = await database(engine);
  const env = { ...base, DATABASE_URL: db.url };
  const instances: Instance[] = [];
  const lines: string[] = [];
  try {
    execFileSync("npx", ["tsx", "scripts/db-deploy.ts"], { env, stdio: "pipe" });
    execFileSync("npx", ["tsx", "scripts/seed.ts", "prisma/workspaces/demo.json"], { env, stdio: "pipe" });
    instances.push(await startInstance(env));
    await warmUp(instances[0].url, "/api/agent-proxy/delegate", delegate);
    const p5 = await load(instances[0].url, { connections: 100, seconds: SECONDS, path: "/api/agent-proxy/delegate", body: delegate });
    const acknowledged = p5.bodies.map((b) => (JSON.parse(b) as { delegationId?: string }).delegationId).filter((id): id is string => Boolean(id));
    const client = createPrismaClient(db.url);
    // In slices: a run acknowledges more ids than one query may bind.
    let logged = 0;
    for (let i = 0; i < acknowledged.length; i += 500) {
      logged += await client.delegationRequest.count({ where: { id: { in: acknowledged.slice(i, i + 500) } } });
    }
    await client.$disconnect();
    const clean = p5.errors === 0 && p5.timeouts === 0 && p5.non2xx === 0 && acknowledged.length === p5.ok && logged === acknowledged.length;
    lines.push(
      `P5 ${engine}: delegate, 100 clients × ${SECONDS} s: ${p5.requests} requests, ${p5.perSecond.toFixed(0)} req/s, p99 ${p5.p99} ms; ` +
        `${p5.errors} errors, ${p5.timeouts} timeouts, ${p5.non2xx} non-2xx; ${logged} of ${acknowledged.length} acknowledged delegations in the log` +
        `  [target: 0 errors, 0 timeouts, every acknowledged one logged → ${clean ? "met" : "NOT met"}]`,
    );
    if (engine === "postgresql") {
      await warmUp(instances[0].url, "/api/harness/injection", injection);
      const one = await load(instances[0].url, { connections: 16, seconds: INJECTION_SECONDS, path: "/api/harness/injection", body: injection });
      instances.push(await startInstance(env));
      await warmUp(instances[1].url, "/api/harness/injection", injection);
      const both = await Promise.all(instances.map((i) => load(i.url, { connections: 8, seconds: INJECTION_SECONDS, path: "/api/harness/injection", body: injection })));
      const twoPerSecond = both.reduce((sum, f) => sum + f.perSecond, 0);
      const failures = [one, ...both].reduce((sum, f) => sum + f.errors + f.timeouts + f.non2xx, 0);
      const ratio = twoPerSecond / one.perSecond;
      lines.push(
        `Scale-out postgresql: injection, 16 connections × ${INJECTION_SECONDS} s: one instance ${one.perSecond.toFixed(0)} req/s, ` +
          `two instances ${twoPerSecond.toFixed(0)} req/s, ${ratio.toFixed(2)}×, ${failures} failed requests  [target ≥ 1.60× → ${ratio >= 1.6 ? "met" : "NOT met"}]`,
      );
    }
    return lines;
  } finally {
    await stopInstances(instances);
    await db.drop();
  }
}

if (!existsSync(".next/BUILD_ID")) {
  console.error("bench:api runs against the built app: run `npm run build` first.");
  process.exit(1);
}
const report: string[] = [`bench:api on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}`];
try {
  for (const engine of ENGINES) {
    console.error(`… ${engine}`);
    report.push(...(await benchEngine(engine)));
  }
  console.log(report.join("\n"));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
