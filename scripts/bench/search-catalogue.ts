import { performance } from "node:perf_hooks";
import { createPrismaClient } from "../../lib/prisma-client";
import { deployMigrations } from "../migrations/deploy";

const ROLES = [
  "Reviewer",
  "Analyst",
  "Writer",
  "Helper",
  "Debugger",
  "Editor",
  "Planner",
  "Auditor",
  "Coach",
  "Translator",
];
const TOPICS = [
  "Contract",
  "Tax",
  "SQL",
  "Release Notes",
  "Security",
  "UX Copy",
  "Incident",
  "Data Pipeline",
  "Support",
  "Grant",
  "API Docs",
  "Privacy",
  "Pricing",
  "Onboarding",
  "Kubernetes",
  "Invoice",
  "Hiring",
  "Marketing",
  "Legal",
  "Research",
];
// A small vocabulary on purpose: each of these words is in most descriptions, the worst case for ranking.
const WORDS =
  "reads drafts checks explains summarises flags risky clauses queries dashboards cohorts pipelines tickets outages budgets logs invoices customers schemas migrations tests releases changelogs policies audits reports prompts translations glossaries metrics alerts".split(
    " ",
  );
const PLUGINS = ["github", "slack", "postgres", "web-search", "agent-teams"];
// One plugin in 200 Experts: a plugin filter that walks a name index would read the whole catalogue.
const RARE_PLUGIN = "linear";
const BATCH = 1000;

// A 32-bit integer hash (splitmix-style), so picks for one row are independent of each other.
function mix(n: number): number {
  let x = (n + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A deterministic pseudo-random Expert: name from topic × role × number, text from the small vocabulary. */
function row(i: number) {
  const pick = <T>(list: readonly T[], salt: number): T => {
    const item = list[mix(i * 131 + salt) % list.length];
    if (item === undefined) throw new Error("The catalogue picks words from a list that is empty.");
    return item;
  };
  const name = `${pick(TOPICS, 1)} ${pick(ROLES, 2)} ${i}`;
  const words = (n: number, salt: number) => Array.from({ length: n }, (_, k) => pick(WORDS, salt + k * 31)).join(" ");
  const plugins = [pick(PLUGINS, 7), pick(PLUGINS, 8), ...(i % 200 === 0 ? [RARE_PLUGIN] : [])].filter(
    (p, k, all) => all.indexOf(p) === k,
  );
  return {
    id: `e_${String(i).padStart(6, "0")}`,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    name,
    description: `${pick(TOPICS, 3)} expert that ${words(14, 4)}.`,
    delegationBrief: `Accepts: ${words(10, 5)}. Produces: ${words(8, 6)}.`,
    priceLabel: i % 3 === 0 ? null : `$${(i % 40) + 5} / month`,
    plugins,
  };
}

/** The name of catalogue Expert `i`, for a search that finds exactly one. */
export const catalogueName = (i: number) => row(i).name;

/**
 * `experts` published Experts, each with live version 1 equal to its draft, written as the app
 * writes them: the Expert, its version, then the live pointer and columns (the listing triggers run).
 */
export async function seedCatalogue(url: string, experts: number) {
  await deployMigrations(url);
  const db = createPrismaClient(url);
  // A database seeded by an earlier run (one passed by hand to the child) is timed as it is.
  if ((await db.expert.count()) >= experts) return db.$disconnect();
  const started = performance.now();
  await db.user.createMany({
    data: [
      { id: "u_creator", email: "creator@example.com", name: "Creator", passwordHash: "x" },
      { id: "u_buyer", email: "buyer@example.com", name: "Buyer", passwordHash: "x" },
    ],
  });
  for (let from = 0; from < experts; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, experts - from) }, (_, k) => row(from + k));
    const [first] = rows;
    const last = rows.at(-1);
    if (!first || !last) throw new Error(`The batch of Experts from ${from} is empty.`);
    // One transaction per batch, as publishing is one; a loaded machine needs more than Prisma's 5 s.
    await db.$transaction(
      async (tx) => {
        await tx.expert.createMany({
          data: rows.map((r) => ({
            ...r,
            ownerId: "u_creator",
            nameKey: r.name.toLowerCase(),
            defaultModel: "claude-sonnet-4",
            guardMarkers: [],
            guardDeny: [],
          })),
        });
        await tx.expertVersion.createMany({
          data: rows.map((r) => ({
            id: `v_${r.id}`,
            expertId: r.id,
            number: 1,
            publishedById: "u_creator",
            config: {
              ...r,
              instructions: "",
              delegatable: true,
              defaultModel: "claude-sonnet-4",
              teamGuard: { mode: "enforce", markers: [], deny: [] },
              specs: [],
              disabledBuiltins: [],
            },
          })),
        });
        await tx.$executeRaw`UPDATE "Expert" SET "status" = 'published', "liveVersionId" = 'v_' || "id", "liveName" = "name", "liveNameKey" = "nameKey",
        "liveDescription" = "description", "liveBrief" = "delegationBrief", "liveDelegatable" = true
        WHERE "id" >= ${first.id} AND "id" <= ${last.id}`;
      },
      { timeout: 120_000 },
    );
  }
  await db.accessGrant.createMany({
    data: Array.from({ length: Math.min(500, experts) }, (_, k) => ({
      userId: "u_buyer",
      expertId: row((k * 97) % experts).id,
      kind: "purchased" as const,
    })),
  });
  await db.$executeRawUnsafe("ANALYZE");
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.$disconnect();
}
