import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";

// The built app refuses to start without its settings, naming the variable (no browser needed).
// HARNESS_TOKEN is optional (rules §12: it works "when set"), so it is not among them.
// The variable is set empty rather than unset, so that a local .env cannot fill it in.
test.describe("start-up configuration", () => {
  for (const [variable, env] of [
    ["NEXTAUTH_SECRET", { NEXTAUTH_SECRET: "", AUTH_SECRET: "", HARNESS_TOKEN: "e2e-harness-token-0123456789" }],
  ] as const) {
    test(`the server stops with a sentence naming ${variable} when it is missing`, () => {
      const { HARNESS_TOKEN: _h, NEXTAUTH_SECRET: _n, AUTH_SECRET: _a, ...inherited } = process.env;
      const result = spawnSync("npx", ["tsx", "server.ts", "-p", "0"], {
        env: { ...inherited, ...env, DATABASE_URL: "file:.test-results/startup-config.db" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(`${result.stdout}${result.stderr}`).toContain(`Configuration error: ${variable} is missing.`);
    });
  }
});
