import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";

// npm test's browser check: without Chromium and without root it stops, naming the package.
// (As root it installs Debian's chromium with apt, which is what CI does on a fresh machine.)
const asUnprivileged = process.getuid?.() === 0 ? ["su", "nobody", "-s", "/bin/bash", "-c"] : ["bash", "-c"];

// A copy in a world-readable folder, so the unprivileged user can read it wherever the clone lives.
const dir = mkdtempSync(path.join(os.tmpdir(), "es-chromium-check-"));
chmodSync(dir, 0o755);
const script = path.join(dir, "ensure-chromium.sh");
copyFileSync("scripts/ensure-chromium.sh", script);
chmodSync(script, 0o755);

function run(chromiumPath: string) {
  const [command, ...args] = asUnprivileged;
  return spawnSync(command, [...args, `cd / && CHROMIUM_PATH=${chromiumPath} bash ${script}`], { encoding: "utf8" });
}

describe("scripts/ensure-chromium.sh", () => {
  test("passes when the browser is there", () => {
    expect(run("/bin/sh").status).toBe(0);
  });

  test("without the browser and without root, stops with a sentence naming the package", () => {
    const result = run("/nonexistent/chromium");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('install the Debian package "chromium"');
  });
});
