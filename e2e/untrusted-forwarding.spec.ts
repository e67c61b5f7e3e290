import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type Instance, startInstance, stopInstances } from "../scripts/app-instances";
import { uniqueEmail } from "./support/auth";

// Issue 23: a server with no proxy in front (TRUST_PROXY unset) believes none of the headers a proxy
// would set. The shared e2e server runs with TRUST_PROXY=true, so this spec starts its own instance of
// the build, with a sign-up limit of 3 per address: spoofed addresses must all land in one bucket.
const DB_FILE = path.join(process.cwd(), ".test-results", "untrusted-forwarding.db");
let instance: Instance;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DB_FILE}${suffix}`, { force: true });
  const env = {
    ...process.env,
    DATABASE_URL: `file:${DB_FILE}`,
    TRUST_PROXY: "false",
    NEXTAUTH_SECRET: "untrusted-forwarding-secret-0123456789",
    HARNESS_TOKEN: "untrusted-forwarding-token-0123456789",
    SIGN_UP_LIMIT_PER_ADDRESS: "3/1h",
  };
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-deploy.ts"], { env, stdio: "pipe" });
  instance = await startInstance(env);
});

test.afterAll(async () => {
  if (instance) await stopInstances([instance]);
});

test("without TRUST_PROXY a spoofed X-Forwarded-For does not buy a rate-limit bucket of its own", async ({
  playwright,
}) => {
  const client = await playwright.request.newContext({ baseURL: instance.url });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await client.post("/api/auth/sign-up", {
      data: { name: "Spoofer", email: uniqueEmail("spoof"), password: "a-long-password-42" },
      headers: { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` },
    });
    statuses.push(response.status());
  }
  // Five claimed addresses, one real one: the limit of 3 holds for all of them.
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
  await client.dispose();
});

test("without TRUST_PROXY a cross-site POST cannot pass the origin check by naming its own host in X-Forwarded-Host", async ({
  playwright,
}) => {
  const client = await playwright.request.newContext({ baseURL: instance.url });
  const response = await client.post("/api/auth/sign-up", {
    headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
    data: { name: "X", email: uniqueEmail("xfh"), password: "a-long-password-1" },
  });
  expect(response.status()).toBe(403);
  await client.dispose();
});

test("without TRUST_PROXY a client's X-Forwarded-Proto does not make the answer claim https", async ({
  playwright,
}) => {
  const client = await playwright.request.newContext({ baseURL: instance.url });
  for (const url of ["/", "/api/harness/injection"]) {
    const response = await client.get(url, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()).not.toHaveProperty("strict-transport-security");
  }
  await client.dispose();
});
