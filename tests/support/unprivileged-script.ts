import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// As root the ensure-* scripts install Debian packages with apt (what CI does on a fresh machine),
// so their "stop and name the package" path is checked as the unprivileged user nobody.
const asUnprivileged: [command: string, ...args: string[]] =
  process.getuid?.() === 0 ? ["su", "nobody", "-s", "/bin/bash", "-c"] : ["bash", "-c"];

/**
 * A copy of scripts/<name> in a world-readable folder, so nobody can read it wherever the clone
 * lives; the function runs it from / as that user, with one `NAME=value` assignment before it.
 */
export function unprivilegedScript(name: string): (assignment: string) => SpawnSyncReturns<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `es-${path.basename(name, ".sh")}-check-`));
  chmodSync(dir, 0o755);
  const script = path.join(dir, name);
  copyFileSync(path.join("scripts", name), script);
  chmodSync(script, 0o755);
  const [command, ...args] = asUnprivileged;
  return (assignment) => spawnSync(command, [...args, `cd / && ${assignment} bash ${script}`], { encoding: "utf8" });
}
