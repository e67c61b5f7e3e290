import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { describe, expect, test } from "vitest";
import { childrenCpu, sampleCpu } from "./process-cpu";

// Spins until the process itself has used this much CPU: a wall-clock spin gets less CPU on a loaded machine.
const spin = (ms: number) =>
  `{ const start = process.cpuUsage(); const used = () => { const u = process.cpuUsage(start); return (u.user + u.system) / 1000; }; while (used() < ${ms}) {} }`;
// Resolves once the child prints its first line: it has done its work and is waiting to be sampled.
const ready = async (child: ChildProcess) => {
  await once(child.stdout!, "data");
};

describe("process CPU from /proc", () => {
  test("a child's CPU is counted once it has exited and been waited for", () => {
    const before = childrenCpu();
    execFileSync(process.execPath, ["-e", spin(300)]);
    expect(childrenCpu() - before).toBeGreaterThanOrEqual(0.2);
  });

  test("a process tree keeps the CPU of a child that has exited", async () => {
    const script = `require("child_process").execFileSync(process.execPath, ["-e", ${JSON.stringify(spin(300))}]); console.log("ready"); setTimeout(() => {}, 10000)`;
    const parent = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      await ready(parent);
      expect(sampleCpu(parent.pid!).tree).toBeGreaterThanOrEqual(0.2);
    } finally {
      parent.kill();
    }
  });

  test("a detached group's CPU, its leader's main thread, and nothing of another group", async () => {
    const child = spawn(process.execPath, ["-e", `${spin(300)}; console.log("ready"); setTimeout(() => {}, 10000)`], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      await ready(child);
      const sample = sampleCpu(child.pid!);
      expect(sample.mainThread).toBeGreaterThanOrEqual(0.2);
      expect(sample.group).toBeGreaterThanOrEqual(sample.mainThread);
      expect(sample.tree).toBeGreaterThanOrEqual(sample.mainThread);
      // Linux pids stay below 2^22, so this leader cannot exist.
      expect(sampleCpu(2 ** 22 + 7)).toEqual({ group: 0, mainThread: 0, tree: 0 });
    } finally {
      child.kill();
    }
  });
});
