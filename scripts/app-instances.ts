// Instances of the built app (server.ts, as `npm start` runs it) on free ports, for the scale-out test and the API benchmark.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export type Instance = { url: string; process: ChildProcess; output: string[] };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts one instance and resolves once /api/health answers; its own process group, so stop ends it all. */
export async function startInstance(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<Instance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server.ts", "-p", String(port)], {
    env: { ...env, NEXTAUTH_URL: env.NEXTAUTH_URL ?? url, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance: Instance = { url, process: child, output: [] };
  child.stdout?.on("data", (d) => instance.output.push(String(d)));
  child.stderr?.on("data", (d) => instance.output.push(String(d)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopInstances([instance]);
  throw new Error(`The instance on ${url} did not become healthy:\n${instance.output.join("")}`);
}

export async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map((i) => {
      if (i.process.exitCode !== null || i.process.signalCode !== null || !i.process.pid) return Promise.resolve();
      const exited = new Promise((r) => i.process.once("exit", r));
      process.kill(-i.process.pid, "SIGTERM");
      return exited;
    }),
  );
}
