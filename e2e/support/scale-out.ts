import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { at } from "../../lib/domain/at-index";
import { type Instance, startInstance, stopInstances } from "../../scripts/app-instances";
import { startPostgresCluster } from "../../scripts/postgres-cluster";

// Two instances (server.ts) of the one build on one PostgreSQL database, as behind a load balancer.
// The server is TEST_DATABASE_SERVER_URL (npm test's cluster) or a throwaway cluster started here.

export type ScaleOut = { instances: Instance[]; harnessToken: string; stop: () => Promise<void> };

function startCluster(): { serverUrl: string; stop: () => void } {
  const given = process.env.TEST_DATABASE_SERVER_URL;
  if (given) return { serverUrl: given, stop: () => {} };
  const cluster = startPostgresCluster();
  return { serverUrl: cluster.url, stop: cluster.stop };
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

export async function startScaleOut(count = 2): Promise<ScaleOut> {
  const cluster = startCluster();
  const database = `es_e2e_${randomBytes(6).toString("hex")}`;
  const databaseUrl = new URL(cluster.serverUrl);
  databaseUrl.pathname = `/${database}`;
  const harnessToken = `scale-out-${randomBytes(16).toString("hex")}`;
  // What every instance must share: the database, the session secret, the harness token, the action key.
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
    HARNESS_TOKEN: harnessToken,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  const instances: Instance[] = [];
  const stop = async () => {
    await stopInstances(instances);
    await onServer(cluster.serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    cluster.stop();
  };
  try {
    await onServer(cluster.serverUrl, `CREATE DATABASE "${database}"`);
    execFileSync("npx", ["tsx", "scripts/db-deploy.ts"], { env, stdio: "pipe" });
    execFileSync("npx", ["tsx", "scripts/seed.ts", "prisma/workspaces/demo.json"], { env, stdio: "pipe" });
    for (let i = 0; i < count; i++) instances.push(await startInstance({ ...env, NEXTAUTH_URL: undefined }));
    return { instances, harnessToken, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The two instances' addresses and shared harness token, filled in before the first test runs. */
export type TwoInstances = { one: string; two: string; harnessToken: string };

/**
 * Two instances for the tests of this file or describe block (run serially): started before the
 * first test, stopped after the last.
 */
export function twoInstances(): TwoInstances {
  const instances: TwoInstances = { one: "", two: "", harnessToken: "" };
  let scaleOut: ScaleOut | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    scaleOut = await startScaleOut(2);
    instances.one = at(scaleOut.instances, 0).url;
    instances.two = at(scaleOut.instances, 1).url;
    instances.harnessToken = scaleOut.harnessToken;
    expect(new Set([instances.one, instances.two]).size).toBe(2);
  });
  test.afterAll(async () => {
    await scaleOut?.stop();
  });
  return instances;
}
