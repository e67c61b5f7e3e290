import { readFile } from "node:fs/promises";
import { databaseUrl } from "../lib/database-url";
import { createPrismaClient } from "../lib/prisma-client";
import { importWorkspace } from "../prisma/seed/import-workspace";
import { seedDemoDelegations } from "../prisma/seed/demo-delegations";

const args = process.argv.slice(2);
const ifEmpty = args.includes("--if-empty");
const file = args.find((a) => !a.startsWith("--"));
if (!file) {
  console.error("Usage: npm run seed -- <workspace.json> [--if-empty] [--no-demo-delegations]");
  process.exit(1);
}

const db = createPrismaClient(databaseUrl());
try {
  if (ifEmpty && (await db.user.count()) > 0) {
    console.log("The database already has users; the workspace was not loaded.");
  } else {
    let input: unknown;
    try {
      input = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : "cannot be read as JSON"}`);
    }
    const result = await importWorkspace(db, input);
    if (!result.ok) throw new Error(`${file} was not imported (nothing changed): ${result.error}`);
    const c = result.counts;
    console.log(
      `Imported ${file}: ${c.users} users, ${c.experts} experts, ${c.access} access grants, ${c.policies} policies.`,
    );
    const delegations = args.includes("--no-demo-delegations") ? 0 : await seedDemoDelegations(db);
    if (delegations > 0)
      console.log(`Wrote ${delegations} demo delegations of the last weeks (--no-demo-delegations skips them).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
