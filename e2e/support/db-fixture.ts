import path from "node:path";
import { createPrismaClient } from "../../lib/prisma-client";
import { at } from "../../lib/domain/at-index";

// Tests that only need a published Expert the user owns write it straight into the e2e database
// (creating and publishing through the Studio is tested on its own): the row with its Json columns
// set, its live version 1 (rules §10) and the creator's "created" grant, in one transaction, as
// createExpert and publishing write them.
const E2E_DB_URL = `file:${path.join(process.cwd(), ".test-results", "e2e.db")}`;

export type SeededExpert = { id: string; slug: string; name: string };

export type ExpertSeed = { slug: string; name: string; description?: string; delegationBrief?: string };

export async function seedOwnedExperts(ownerEmail: string, experts: ExpertSeed[]): Promise<SeededExpert[]> {
  const db = createPrismaClient(E2E_DB_URL);
  try {
    const owner = await db.user.findUniqueOrThrow({ where: { email: ownerEmail.toLowerCase() }, select: { id: true } });
    return await db.$transaction(async (tx) => {
      const created: SeededExpert[] = [];
      for (const e of experts) {
        // The draft and its live version 1 hold the same configuration, as publishing would leave them.
        const description = e.description ?? `${e.name}, seeded by an end-to-end test.`;
        const brief = e.delegationBrief ?? null;
        const row = await tx.expert.create({
          data: {
            slug: e.slug,
            name: e.name,
            nameKey: e.name.toLowerCase(),
            ownerId: owner.id,
            description,
            delegationBrief: brief,
            status: "published",
            defaultModel: "claude-sonnet-4",
            plugins: [],
            guardMarkers: ["spawn_teammate"],
            guardDeny: ["subagent", "subagent_fork", "subagent_codex", "subagent_claude_code"],
          },
          select: { id: true, slug: true, name: true },
        });
        const config = {
          name: e.name,
          slug: e.slug,
          description,
          instructions: "",
          delegationBrief: brief,
          delegatable: true,
          priceLabel: null,
          defaultModel: "claude-sonnet-4",
          plugins: [],
          specs: [],
          disabledBuiltins: [],
          teamGuard: {
            mode: "enforce",
            markers: ["spawn_teammate"],
            deny: ["subagent", "subagent_fork", "subagent_codex", "subagent_claude_code"],
          },
        };
        const live = await tx.expertVersion.create({
          data: { expertId: row.id, number: 1, config, publishedById: owner.id },
          select: { id: true },
        });
        await tx.expert.update({
          where: { id: row.id },
          data: {
            liveVersionId: live.id,
            liveName: e.name,
            liveNameKey: e.name.toLowerCase(),
            liveDescription: description,
            liveBrief: brief,
            liveDelegatable: true,
          },
        });
        await tx.accessGrant.create({ data: { userId: owner.id, expertId: row.id, kind: "created" } });
        created.push(row);
      }
      return created;
    });
  } finally {
    await db.$disconnect();
  }
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Stores a user's policy and whitelist as they are, past the limit too (as a list saved before the limit existed would be). */
export async function storePolicy(
  email: string,
  mode: "none" | "all" | "whitelist",
  whitelist: string[],
): Promise<void> {
  const db = createPrismaClient(E2E_DB_URL);
  try {
    const user = await db.user.findUniqueOrThrow({ where: { email: email.toLowerCase() }, select: { id: true } });
    await db.$transaction([
      db.delegationPolicy.upsert({ where: { userId: user.id }, create: { userId: user.id, mode }, update: { mode } }),
      db.whitelistEntry.deleteMany({ where: { userId: user.id } }),
      db.whitelistEntry.createMany({
        data: whitelist.map((expertId, position) => ({ userId: user.id, position, expertId })),
      }),
    ]);
  } finally {
    await db.$disconnect();
  }
}

/** One Expert, seeded as seedOwnedExperts seeds each. */
export async function seedOwnedExpert(ownerEmail: string, expert: ExpertSeed): Promise<SeededExpert> {
  return at(await seedOwnedExperts(ownerEmail, [expert]), 0);
}
