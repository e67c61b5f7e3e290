import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// A free port chosen once by the main process; workers inherit it through the environment,
// so a running app (or another checkout's test run) can never hold the e2e port.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
// The playground spec's scripted model server listens here (the one stand-in, rules §15).
process.env.E2E_MODEL_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
export const E2E_HARNESS_TOKEN = "e2e-harness-token-0123456789";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Starts the already-built app (npm test builds once) on its own port and database.
    command: "bash scripts/e2e-server.sh",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      E2E_PORT: String(port),
      DATABASE_URL: `file:${process.cwd()}/.test-results/e2e.db`,
      HARNESS_TOKEN: E2E_HARNESS_TOKEN,
      // A proxy in front, as in production: specs name their client address in X-Forwarded-For to get
      // buckets of their own (e2e/untrusted-forwarding.spec.ts runs a server without one).
      TRUST_PROXY: "true",
      NEXTAUTH_SECRET: "e2e-secret-0123456789-0123456789",
      NEXTAUTH_URL: `http://localhost:${port}`,
      MODEL_PROVIDER: "openai-compatible",
      MODEL_BASE_URL: `http://127.0.0.1:${process.env.E2E_MODEL_PORT}/v1`,
    },
  },
});
