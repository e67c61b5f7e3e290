import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";

// Two `next start` instances of the one build on one PostgreSQL database, as behind a load balancer.
// The server is TEST_DATABASE_SERVER_URL (npm test's cluster) or a throwaway cluster started here.

export type Instance = { url: string; process: ChildProcess; output: string[] };
export type ScaleOut = { instances: Instance[]; databaseUrl: string; harnessToken: string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function startCluster(): { serverUrl: string; stop: () => void } {
  const given = process.env.TEST_DATABASE_SERVER_URL;
  if (given) return { serverUrl: given, stop: () => {} };
  const [folder, serverUrl] = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], { encoding: "utf8" }).trim().split(" ");
  return { serverUrl, stop: () => execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", folder]) };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(instance: Instance, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) throw new Error(`An instance exited early:\n${instance.output.join("")}`);
    try {
      if ((await fetch(`${instance.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${instance.url} did not become healthy:\n${instance.output.join("")}`);
}

export async function startScaleOut(count = 2): Promise<ScaleOut> {
  const cluster = startCluster();
  const database = `es_e2e_${randomBytes(6).toString("hex")}`;
  const dbUrl = new URL(cluster.serverUrl);
  dbUrl.pathname = `/${database}`;
  const databaseUrl = dbUrl.toString();
  const harnessToken = `scale-out-${randomBytes(16).toString("hex")}`;
  // What every instance must share: the session secret, the harness token, the action key.
  const shared = {
    DATABASE_URL: databaseUrl,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    HARNESS_TOKEN: harnessToken,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  const instances: Instance[] = [];
  const stop = async () => {
    for (const instance of instances) if (instance.process.pid && instance.process.exitCode === null) process.kill(-instance.process.pid, "SIGTERM");
    await Promise.all(instances.map((i) => new Promise((r) => (i.process.exitCode !== null ? r(null) : i.process.once("exit", r)))));
    await onServer(cluster.serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    cluster.stop();
  };
  try {
    await onServer(cluster.serverUrl, `CREATE DATABASE "${database}"`);
    const env = { ...process.env, ...shared };
    execFileSync("npx", ["tsx", "scripts/db-deploy.ts"], { env, stdio: "pipe" });
    execFileSync("npx", ["tsx", "scripts/seed.ts", "prisma/workspaces/demo.json"], { env, stdio: "pipe" });
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
        env: { ...env, NEXTAUTH_URL: url, PORT: String(port) },
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const output: string[] = [];
      child.stdout?.on("data", (d) => output.push(String(d)));
      child.stderr?.on("data", (d) => output.push(String(d)));
      instances.push({ url, process: child, output });
    }
    const deadline = Date.now() + 90_000;
    await Promise.all(instances.map((i) => waitForHealth(i, deadline)));
    return { instances, databaseUrl, harnessToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
