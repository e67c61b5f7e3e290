import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { unprivilegedScript } from "./support/unprivileged-script";
import { at } from "@/lib/domain/at-index";

// npm test's PostgreSQL run: without the server binaries and without root it stops, naming the
// package; the throwaway cluster starts on a free port and is gone after stop.
const ensureScript = unprivilegedScript("ensure-postgres.sh");
const ensure = (bindir: string) => ensureScript(`POSTGRES_BINDIR=${bindir}`);

describe("scripts/ensure-postgres.sh", () => {
  test("without the server and without root, stops with a sentence naming the package", () => {
    const result = ensure("/nonexistent/postgresql/bin");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('install the Debian package "postgresql"');
  });
});

describe("scripts/postgres-cluster.sh", () => {
  test("starts a cluster on a free port that takes connections, and stop removes it", { timeout: 60_000 }, async () => {
    const started = spawnSync("bash", ["scripts/postgres-cluster.sh", "start"], { encoding: "utf8" });
    expect(started.status, started.stderr).toBe(0);
    const printed = started.stdout.trim().split(" ");
    const folder = at(printed, 0);
    const url = at(printed, 1);
    try {
      expect(url).toMatch(/^postgresql:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>("SELECT 6 * 7 AS answer");
      await client.end();
      expect(at(rows, 0).answer).toBe(42);
    } finally {
      expect(spawnSync("bash", ["scripts/postgres-cluster.sh", "stop", folder]).status).toBe(0);
    }
    expect(existsSync(folder)).toBe(false);
    const refused = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await expect(refused.connect()).rejects.toThrow();
  });

  test("a start that fails reports why and leaves no folder behind", () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), "es-cluster-fail-"));
    chmodSync(tmp, 0o777);
    const result = spawnSync("bash", ["scripts/postgres-cluster.sh", "start"], {
      encoding: "utf8",
      env: { ...process.env, TMPDIR: tmp, POSTGRES_BINDIR: "/nonexistent/postgresql/bin" },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("initdb");
    expect(readdirSync(tmp)).toEqual([]);
  });
});
