// wrk (Debian's `wrk` package) as the load generator of bench:api's throughput runs.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { LoadFigures, LoadRequest } from "../bench-load";
import { childrenCpu } from "./process-cpu";

/** Whether wrk is installed (and not turned off with BENCH_LOADGEN=autocannon). */
export function hasWrk(): boolean {
  if (process.env.BENCH_LOADGEN === "autocannon") return false;
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk --version prints its version and exits 1
    return (error as { status?: number }).status === 1;
  }
}

export async function runWrk(request: LoadRequest): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "es-wrk-"));
  try {
    const script = path.join(dir, "post.lua");
    const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal here (ASCII)
    writeFileSync(
      script,
      [
        `wrk.method = "POST"`,
        `wrk.body = ${lua(JSON.stringify(request.body))}`,
        `wrk.headers["Content-Type"] = "application/json"`,
        `wrk.headers["Authorization"] = ${lua(`Bearer ${request.token}`)}`,
        ...Object.entries(request.headers ?? {}).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
      ].join("\n"),
    );
    const args = [
      "-t1",
      `-c${request.connections}`,
      `-d${request.seconds}s`,
      "--timeout",
      "10s",
      "--latency",
      "-s",
      script,
      request.url,
    ];
    const before = childrenCpu();
    const { stdout } = await promisify(execFile)("wrk", args);
    return { ...parseWrk(stdout), cpu: childrenCpu() - before };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** wrk's report: "N requests in", "Requests/sec:", "Non-2xx or 3xx responses:", "Socket errors: …", the 99% latency. */
export function parseWrk(report: string): Omit<LoadFigures, "cpu"> {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? 0);
  const requests = number(/(\d+) requests in/);
  const non2xx = number(/Non-2xx or 3xx responses: (\d+)/);
  const [connect = 0, read = 0, write = 0, timeout = 0] =
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)?.slice(1).map(Number) ?? [];
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(report);
  return {
    generator: "wrk",
    requests,
    perSecond: number(/Requests\/sec:\s+([\d.]+)/),
    ok: requests - non2xx,
    non2xx,
    errors: connect + read + write,
    timeouts: timeout,
    p99: p99 ? Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2] as "us" | "ms" | "s"] : 0,
    ids: [],
  };
}
