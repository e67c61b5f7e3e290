import bcrypt from "bcryptjs";
import { readExpect, targetKey, type EvaluationCase, type Expect } from "@/lib/domain/evaluations/cases";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import { diffDraftAgainstLive, readVersionConfig } from "@/lib/domain/expert-version";
import { normalizeBuiltinHandle } from "@/lib/domain/subagents/builtins";
import { DEFAULT_TEAM_GUARD } from "@/lib/domain/tool-surface";
import { validateWorkspace, type ExistingRows } from "@/lib/domain/workspace-validation";
import type { Workspace, WorkspaceExpert } from "@/lib/domain/workspace-schema";
import { createLiveVersion, liveVersionColumns, writeExpertContent } from "@/lib/expert-content-store";
import type { Db } from "@/lib/prisma-client";
import { PASSWORD_HASH_ROUNDS } from "@/lib/domain/sign-up";

export type ImportResult =
  | { ok: true; counts: { users: number; experts: number; access: number; policies: number } }
  | { ok: false; error: string };

// A workspace is written in one transaction, however large: Prisma's 5 s default is far too short.
const IMPORT_TRANSACTION = { timeout: 300_000, maxWait: 30_000 };

/** Validates the whole file, then upserts everything in one transaction (rules §7). */
export async function importWorkspace(db: Db, input: unknown): Promise<ImportResult> {
  const validation = validateWorkspace(input, await readExistingRows(db));
  if (!validation.ok) return validation;
  const ws = validation.workspace;
  const users = await Promise.all(
    ws.users.map(async (u) => ({ ...u, passwordHash: await bcrypt.hash(u.password, PASSWORD_HASH_ROUNDS) })),
  );
  await db.$transaction(async (tx) => {
    for (const u of users) {
      const data = {
        email: u.email,
        name: u.name,
        role: u.role,
        passwordHash: u.passwordHash,
        disabledAt: u.disabled ? new Date() : null,
      };
      await tx.user.upsert({ where: { id: u.id }, create: { id: u.id, ...data }, update: data });
    }
    for (const e of ws.experts) await upsertExpert(tx as unknown as Db, e);
    for (const a of ws.access) {
      await tx.accessGrant.upsert({
        where: { userId_expertId: { userId: a.user, expertId: a.expert } },
        create: { userId: a.user, expertId: a.expert, kind: "purchased" },
        update: {},
      });
    }
    for (const p of ws.policies) {
      await tx.delegationPolicy.upsert({
        where: { userId: p.user },
        create: { userId: p.user, mode: p.mode },
        update: { mode: p.mode },
      });
      await tx.whitelistEntry.deleteMany({ where: { userId: p.user } });
      await tx.whitelistEntry.createMany({
        data: p.whitelist.map((expertId, position) => ({ userId: p.user, position, expertId })),
      });
    }
    // rules §16: a seeded evaluation set replaces the Expert's set.
    for (const set of ws.evaluations) {
      await tx.evaluationCase.deleteMany({ where: { expertId: set.expert } });
      await tx.evaluationCase.createMany({
        data: (set.cases as EvaluationCase[]).map((c, position) => ({
          expertId: set.expert,
          position,
          message: c.message,
          target: targetKey(readExpect(c.expect) as Expect),
        })),
      });
    }
  }, IMPORT_TRANSACTION);
  return { ok: true, counts: countsOf(ws) };
}

async function upsertExpert(tx: Db, e: WorkspaceExpert): Promise<void> {
  const content = contentOf(e);
  const identity = { slug: e.slug, ownerId: e.owner, status: e.status, deletedAt: e.deleted ? new Date() : null };
  await writeExpertContent(tx, e.id, content, "exact", (columns) =>
    tx.expert.upsert({
      where: { id: e.id },
      create: { id: e.id, ...identity, ...columns },
      update: { ...identity, ...columns, version: { increment: 1 } },
    }),
  );
  if (e.status === "published") await makeSeededLive(tx, e, content);
  // Creators implicitly have access to what they own.
  await tx.accessGrant.upsert({
    where: { userId_expertId: { userId: e.owner, expertId: e.id } },
    create: { userId: e.owner, expertId: e.id, kind: "created" },
    update: { kind: "created" },
  });
}

/** A workspace Expert's content as the Studio stores it: specs as JSON text, switches normalized and sorted, the guard filled in. */
function contentOf(e: WorkspaceExpert): ExpertVersionConfig {
  return {
    name: e.name,
    slug: e.slug,
    description: e.description,
    instructions: e.instructions,
    delegationBrief: e.delegationBrief?.trim() ? e.delegationBrief : null,
    delegatable: e.delegatable,
    priceLabel: e.priceLabel ?? null,
    defaultModel: e.defaultModel,
    plugins: e.plugins,
    teamGuard: { ...DEFAULT_TEAM_GUARD, ...e.teamGuard },
    specs: e.subagents.map((spec) => JSON.stringify(spec)),
    disabledBuiltins: [...new Set(e.disabledBuiltins.map(normalizeBuiltinHandle))].sort(),
  };
}

/**
 * rules §10: a published Expert's seeded configuration is its live version (1 on a first import).
 * Re-importing the same configuration changes nothing; a changed one becomes the next live version,
 * since live versions are never rewritten.
 */
async function makeSeededLive(tx: Db, e: WorkspaceExpert, config: ExpertVersionConfig): Promise<void> {
  const current = await tx.expert.findUniqueOrThrow({
    where: { id: e.id },
    select: { liveVersion: { select: { id: true, config: true } } },
  });
  const unchanged =
    current.liveVersion && diffDraftAgainstLive(readVersionConfig(current.liveVersion.config), config).length === 0;
  const columns =
    current.liveVersion && unchanged
      ? liveVersionColumns(current.liveVersion.id, config)
      : (await createLiveVersion(tx, e.id, config, { publishedById: e.owner })).columns;
  await tx.expert.update({ where: { id: e.id }, data: columns });
}

async function readExistingRows(db: Db): Promise<ExistingRows> {
  const [users, experts] = await Promise.all([
    db.user.findMany({ select: { id: true, email: true } }),
    db.expert.findMany({ select: { id: true, slug: true } }),
  ]);
  return {
    userIds: new Set(users.map((u) => u.id)),
    emailsById: new Map(users.map((u) => [u.email, u.id])),
    expertIds: new Set(experts.map((e) => e.id)),
    slugsById: new Map(experts.map((e) => [e.slug, e.id])),
  };
}

function countsOf(ws: Workspace) {
  return { users: ws.users.length, experts: ws.experts.length, access: ws.access.length, policies: ws.policies.length };
}
