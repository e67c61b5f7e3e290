import "server-only";
import type { CreateExpertInput, ExpertDraft } from "@/lib/domain/expert-draft";
import { BUILTIN_SUBAGENTS, normalizeBuiltinHandle } from "@/lib/domain/subagents/builtins";
import { DEFAULT_TEAM_GUARD } from "@/lib/domain/tool-surface";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/prisma-client";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { editableExpert, StaleVersionError, type MutationOutcome } from "@/lib/server/studio/studio-access";
import { slugTaken } from "@/lib/server/studio/owned-experts";
import type { Viewer } from "@/lib/server/auth/users";

type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const DEFAULT_MODEL = "claude-sonnet-4";
const SLUG_TAKEN = "This slug is taken; choose another.";

export async function createExpert(viewer: Viewer, input: CreateExpertInput): Promise<MutationOutcome<{ id: string }>> {
  if (await slugTaken(input.slug)) return { status: "invalid", fieldErrors: { slug: [SLUG_TAKEN] } };
  try {
    return await db.$transaction(async (tx) => {
      const expert = await tx.expert.create({
        data: {
          ownerId: viewer.id,
          name: input.name,
          nameKey: input.name.toLowerCase(),
          slug: input.slug,
          defaultModel: DEFAULT_MODEL,
          plugins: [],
          guardMarkers: [...DEFAULT_TEAM_GUARD.markers],
          guardDeny: [...DEFAULT_TEAM_GUARD.deny],
        },
        select: { id: true },
      });
      // The roster reads access from grants, so the creator needs one like every other user.
      await tx.accessGrant.create({ data: { userId: viewer.id, expertId: expert.id, kind: "created" } });
      await recordExpertChange(tx, { expertId: expert.id, actorId: viewer.id, action: "create", before: null });
      return { status: "ok" as const, id: expert.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "invalid", fieldErrors: { slug: [SLUG_TAKEN] } };
    throw error;
  }
}

/** One save: every editable field and the specs, in one transaction, only from the current version. */
export async function saveExpertDraft(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  draft: ExpertDraft,
): Promise<MutationOutcome<{ version: number }>> {
  try {
    return await db.$transaction(async (tx) => {
      const current = await tx.expert.findFirst({
        where: editableExpert(viewer, expertId),
        select: { version: true, status: true, slug: true },
      });
      if (!current) return { status: "not_found" as const };
      if (current.version !== expectedVersion) return { status: "conflict" as const };
      if (draft.slug !== current.slug) {
        if (current.status !== "draft") {
          return { status: "invalid" as const, fieldErrors: { slug: ["The slug can only change while the Expert is a draft."] } };
        }
        const other = await tx.expert.findUnique({ where: { slug: draft.slug }, select: { id: true } });
        if (other) return { status: "invalid" as const, fieldErrors: { slug: [SLUG_TAKEN] } };
      }
      const before = await readExpertSnapshot(tx, expertId);
      await bumpVersion(tx, expertId, expectedVersion, {
        name: draft.name,
        nameKey: draft.name.toLowerCase(),
        slug: draft.slug,
        description: draft.description,
        priceLabel: draft.priceLabel,
        instructions: draft.instructions,
        defaultModel: draft.defaultModel,
        plugins: draft.plugins,
        delegatable: draft.delegatable,
        delegationBrief: draft.delegationBrief,
        guardMode: draft.teamGuard.mode,
        guardMarkers: draft.teamGuard.markers,
        guardDeny: draft.teamGuard.deny,
      });
      await replaceSpecs(tx, expertId, draft.specs);
      if (draft.disabledBuiltins) await writeBuiltinSwitches(tx, expertId, draft.disabledBuiltins);
      await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "save", before });
      return { status: "ok" as const, version: expectedVersion + 1 };
    });
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: "conflict" };
    if (isUniqueViolation(error)) return { status: "invalid", fieldErrors: { slug: [SLUG_TAKEN] } };
    throw error;
  }
}

/** Publishing is of the version the creator saw, so a stale tab cannot publish what it has not seen. */
export async function setExpertStatus(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  status: "draft" | "published",
): Promise<MutationOutcome> {
  return db.$transaction(async (tx) => {
    const current = await tx.expert.findFirst({
      where: editableExpert(viewer, expertId),
      select: { version: true },
    });
    if (!current) return { status: "not_found" as const };
    if (current.version !== expectedVersion) return { status: "conflict" as const };
    const before = await readExpertSnapshot(tx, expertId);
    await tx.expert.update({ where: { id: expertId }, data: { status } });
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: status === "published" ? "publish" : "unpublish", before });
    return { status: "ok" as const };
  });
}

export async function softDeleteExpert(viewer: Viewer, expertId: string): Promise<MutationOutcome> {
  return db.$transaction(async (tx) => {
    const owned = await tx.expert.findFirst({ where: editableExpert(viewer, expertId), select: { id: true } });
    if (!owned) return { status: "not_found" as const };
    const before = await readExpertSnapshot(tx, expertId);
    await tx.expert.update({ where: { id: expertId }, data: { deletedAt: new Date() } });
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "delete", before });
    return { status: "ok" as const };
  });
}

/**
 * Restores the configuration recorded by an audit event as a new version. Slug, status and deletion
 * stay as they are now: restoring content must not unpublish or rename a live Expert.
 */
export async function restoreExpertVersion(
  viewer: Viewer,
  expertId: string,
  auditEventId: string,
  expectedVersion: number,
): Promise<MutationOutcome<{ version: number }>> {
  try {
    return await db.$transaction(async (tx) => {
      const current = await tx.expert.findFirst({
        where: editableExpert(viewer, expertId),
        select: { version: true },
      });
      if (!current) return { status: "not_found" as const };
      const event = await tx.auditEvent.findFirst({ where: { id: auditEventId, expertId }, select: { snapshot: true } });
      const snapshot = event ? readSnapshot(event.snapshot) : null;
      if (!snapshot) return { status: "not_found" as const };
      if (current.version !== expectedVersion) return { status: "conflict" as const };
      const before = await readExpertSnapshot(tx, expertId);
      await bumpVersion(tx, expertId, expectedVersion, {
        name: snapshot.name,
        nameKey: snapshot.name.toLowerCase(),
        description: snapshot.description,
        priceLabel: snapshot.priceLabel,
        instructions: snapshot.instructions,
        defaultModel: snapshot.defaultModel,
        plugins: snapshot.plugins,
        delegatable: snapshot.delegatable,
        delegationBrief: snapshot.delegationBrief,
        guardMode: snapshot.teamGuard.mode,
        guardMarkers: snapshot.teamGuard.markers,
        guardDeny: snapshot.teamGuard.deny,
      });
      await replaceSpecs(tx, expertId, snapshot.specs);
      await writeBuiltinSwitches(tx, expertId, snapshot.disabledBuiltins);
      await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "restore", before });
      return { status: "ok" as const, version: expectedVersion + 1 };
    });
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: "conflict" };
    throw error;
  }
}

async function bumpVersion(tx: Tx, expertId: string, expectedVersion: number, data: Prisma.ExpertUpdateManyMutationInput) {
  const { count } = await tx.expert.updateMany({
    where: { id: expertId, version: expectedVersion },
    data: { ...data, version: { increment: 1 } },
  });
  if (count !== 1) throw new StaleVersionError();
}

async function replaceSpecs(tx: Tx, expertId: string, specs: readonly string[]) {
  await tx.subagentSpec.deleteMany({ where: { expertId } });
  if (specs.length > 0) {
    await tx.subagentSpec.createMany({ data: specs.map((raw, position) => ({ expertId, position, raw })) });
  }
}

/**
 * The draft's switches (SPEC §2.4): every current builtin on unless listed; a listed handle no builtin
 * uses is stored inertly, switched off. Other stored handles are left as they are.
 */
async function writeBuiltinSwitches(tx: Tx, expertId: string, disabledHandles: readonly string[]) {
  const disabled = new Set(disabledHandles.map(normalizeBuiltinHandle));
  const handles = new Set([...BUILTIN_SUBAGENTS.map((b) => b.name), ...disabled]);
  for (const handle of handles) {
    const enabled = !disabled.has(handle);
    await tx.builtinSwitch.upsert({ where: { expertId_handle: { expertId, handle } }, create: { expertId, handle, enabled }, update: { enabled } });
  }
}

type RestorableSnapshot = {
  name: string; description: string; instructions: string; delegationBrief: string | null; delegatable: boolean;
  priceLabel: string | null; defaultModel: string; plugins: string[];
  teamGuard: { mode: string; markers: string[]; deny: string[] }; specs: string[]; disabledBuiltins: string[];
};

function readSnapshot(value: unknown): RestorableSnapshot | null {
  if (typeof value !== "object" || value === null) return null;
  const s = value as Partial<RestorableSnapshot>;
  const strs = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
  if (typeof s.name !== "string" || typeof s.instructions !== "string" || typeof s.defaultModel !== "string") return null;
  if (!strs(s.plugins) || !strs(s.specs) || !strs(s.disabledBuiltins) || !s.teamGuard) return null;
  return s as RestorableSnapshot;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
