import { execFileSync, spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { childrenCpu, sampleCpu } from "./process-cpu";

const spin = (ms: number) => `const end = Date.now() + ${ms}; while (Date.now() < end) {}`;

describe("process CPU from /proc", () => {
  test("a child's CPU is counted once it has exited and been waited for", () => {
    const before = childrenCpu();
    execFileSync(process.execPath, ["-e", spin(300)]);
    expect(childrenCpu() - before).toBeGreaterThanOrEqual(0.2);
  });

  test("a process tree keeps the CPU of a child that has exited", async () => {
    const parent = spawn(process.execPath, ["-e", `require("child_process").execFileSync(process.execPath, ["-e", ${JSON.stringify(spin(300))}]); setTimeout(() => {}, 5000)`], { stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 900));
      expect(sampleCpu(parent.pid!).tree).toBeGreaterThanOrEqual(0.2);
    } finally {
      parent.kill();
    }
  });

  test("a detached group's CPU, its leader's main thread, and nothing of another group", async () => {
    const child = spawn(process.execPath, ["-e", `${spin(300)}; setTimeout(() => {}, 5000)`], { detached: true, stdio: "ignore" });
    try {
      await new Promise((r) => setTimeout(r, 600));
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
