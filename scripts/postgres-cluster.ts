import { execFileSync } from "node:child_process";

/** A throwaway PostgreSQL cluster from scripts/postgres-cluster.sh: its folder, its server URL, and how to stop it. */
export function startPostgresCluster(): { folder: string; url: string; stop: () => void } {
  const printed = execFileSync("bash", ["scripts/postgres-cluster.sh", "start"], { encoding: "utf8" }).trim();
  const [folder, url] = printed.split(" ");
  if (!folder || !url)
    throw new Error(`scripts/postgres-cluster.sh start printed no folder and server URL (it printed "${printed}").`);
  return { folder, url, stop: () => void execFileSync("bash", ["scripts/postgres-cluster.sh", "stop", folder]) };
}
