// CPU time of the processes a benchmark runs (Linux /proc), to show where a machine's cores went:
// the app instances (and their main threads, where JavaScript runs), the database, the load generators.
import { readFileSync, readdirSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

type Stat = { ppid: number; pgrp: number; cpu: number; exitedChildren: number };

/**
 * utime + stime (seconds) with the parent and process group, and cutime + cstime (its children that
 * have exited), from /proc/<pid>[/task/<tid>]/stat; null once gone.
 */
function readStat(path: string): Stat | null {
  try {
    const text = readFileSync(path, "utf8");
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const seconds = (i: number) => (Number(fields[i]) + Number(fields[i + 1])) / TICKS_PER_SECOND;
    return { ppid: Number(fields[1]), pgrp: Number(fields[2]), cpu: seconds(11), exitedChildren: seconds(13) };
  } catch {
    return null;
  }
}

function processes(): { pid: number; stat: Stat }[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), stat: readStat(`/proc/${name}/stat`) }))
    .filter((p): p is { pid: number; stat: Stat } => p.stat !== null);
}

export type CpuSample = { group: number; mainThread: number; tree: number };

/**
 * CPU seconds so far of a process group led by `leader` (an app instance started detached) and of
 * its leader's main thread; and of a process with all its children, live or exited (`tree`, for a
 * database server: a backend whose connection closes takes its CPU with it otherwise).
 */
export function sampleCpu(leader: number): CpuSample {
  const all = processes();
  const group = all.filter((p) => p.stat.pgrp === leader).reduce((sum, p) => sum + p.stat.cpu, 0);
  const children = all.filter((p) => p.stat.ppid === leader).reduce((sum, p) => sum + p.stat.cpu, 0);
  const self = all.find((p) => p.pid === leader)?.stat;
  const tree = self ? self.cpu + self.exitedChildren + children : 0;
  return { group, mainThread: readStat(`/proc/${leader}/task/${leader}/stat`)?.cpu ?? 0, tree };
}

/** CPU seconds of the children this process has waited for (cutime + cstime): a load generator once it exits. */
export function childrenCpu(): number {
  const text = readFileSync("/proc/self/stat", "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** The postmaster's pid of a cluster's data folder (first line of postmaster.pid), or null. */
export function postmasterPid(dataFolder: string): number | null {
  try {
    return Number(readFileSync(`${dataFolder}/postmaster.pid`, "utf8").split("\n")[0]) || null;
  } catch {
    return null;
  }
}
