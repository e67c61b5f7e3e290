import "server-only";
import { diffDraftAgainstLive, liveColumnsOf, readVersionConfig, versionConfigOf, type ExpertVersionConfig } from "@/lib/domain/expert-version";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/prisma-client";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { editableExpert, StaleVersionError, type MutationOutcome } from "@/lib/server/studio/studio-access";
import type { Viewer } from "@/lib/server/auth/users";

type Tx = Omit<Db, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export type PublishOutcome = MutationOutcome<{ version: number; number: number }>;

const NOTHING_TO_PUBLISH = "Nothing to publish: the draft is the same as the live version.";
const NEVER_PUBLISHED = "There is no live version yet: publish the draft first.";

/**
 * SPEC §10 Publish: freezes the saved draft into a new live version, from the draft version the
 * creator saw (a second tab publishing at once gets the conflict). The Expert's version moves on.
 */
export async function publishExpert(viewer: Viewer, expertId: string, expectedVersion: number): Promise<PublishOutcome> {
  return inTransaction(async (tx): Promise<PublishOutcome> => {
    const current = await readCurrent(tx, viewer, expertId);
    if (!current) return { status: "not_found" };
    if (current.version !== expectedVersion) return { status: "conflict" };
    const before = await readExpertSnapshot(tx, expertId);
    if (!before) return { status: "not_found" };
    const draft = versionConfigOf(before);
    const live = current.liveVersion ? readVersionConfig(current.liveVersion.config) : null;
    if (current.status === "published" && live && diffDraftAgainstLive(live, draft).length === 0) {
      return { status: "invalid", fieldErrors: { publish: [NOTHING_TO_PUBLISH] } };
    }
    const number = await makeLive(tx, viewer, expertId, expectedVersion, draft, null);
    await recordExpertChange(tx, {
      expertId, actorId: viewer.id, action: "publish", before,
      live: { number, changes: live ? diffDraftAgainstLive(live, draft) : [{ field: "status", before: "draft", after: "published" }] },
    });
    return { status: "ok", version: expectedVersion + 1, number };
  });
}

/** SPEC §10 Roll back: an earlier live version of this Expert is published again as a new one; the draft is untouched. */
export async function rollbackExpert(viewer: Viewer, expertId: string, expectedVersion: number, targetNumber: number): Promise<PublishOutcome> {
  return inTransaction(async (tx): Promise<PublishOutcome> => {
    const current = await readCurrent(tx, viewer, expertId);
    if (!current) return { status: "not_found" };
    // Looked up within this Expert only: another Expert's version is as absent as a missing one.
    const target = await tx.expertVersion.findUnique({ where: { expertId_number: { expertId, number: targetNumber } }, select: { config: true } });
    if (!target) return { status: "invalid", fieldErrors: { rollback: [`This Expert has no live version ${targetNumber}.`] } };
    if (current.version !== expectedVersion) return { status: "conflict" };
    if (current.status === "published" && current.liveVersion?.number === targetNumber) {
      return { status: "invalid", fieldErrors: { rollback: [`Live version ${targetNumber} is already what runtimes get.`] } };
    }
    const before = await readExpertSnapshot(tx, expertId);
    const config = readVersionConfig(target.config);
    const previous = current.liveVersion ? readVersionConfig(current.liveVersion.config) : null;
    const number = await makeLive(tx, viewer, expertId, expectedVersion, config, targetNumber);
    await recordExpertChange(tx, {
      expertId, actorId: viewer.id, action: "rollback", before,
      live: { number, changes: previous ? diffDraftAgainstLive(previous, config) : [] },
    });
    return { status: "ok", version: expectedVersion + 1, number };
  });
}

/** SPEC §10 Discard changes: the draft becomes the current live version again (slug and status stay). */
export async function discardDraft(viewer: Viewer, expertId: string, expectedVersion: number): Promise<MutationOutcome<{ version: number }>> {
  return inTransaction(async (tx): Promise<MutationOutcome<{ version: number }>> => {
    const current = await readCurrent(tx, viewer, expertId);
    if (!current) return { status: "not_found" };
    if (!current.liveVersion) return { status: "invalid", fieldErrors: { discard: [NEVER_PUBLISHED] } };
    if (current.version !== expectedVersion) return { status: "conflict" };
    const before = await readExpertSnapshot(tx, expertId);
    const live = readVersionConfig(current.liveVersion.config);
    await bump(tx, expertId, expectedVersion, {
      name: live.name, nameKey: live.name.toLowerCase(), description: live.description, priceLabel: live.priceLabel,
      instructions: live.instructions, defaultModel: live.defaultModel, plugins: live.plugins, delegatable: live.delegatable,
      delegationBrief: live.delegationBrief, guardMode: live.teamGuard.mode, guardMarkers: live.teamGuard.markers, guardDeny: live.teamGuard.deny,
    });
    await tx.subagentSpec.deleteMany({ where: { expertId } });
    await tx.subagentSpec.createMany({ data: live.specs.map((raw, position) => ({ expertId, position, raw })) });
    await tx.builtinSwitch.deleteMany({ where: { expertId } });
    await tx.builtinSwitch.createMany({ data: live.disabledBuiltins.map((handle) => ({ expertId, handle, enabled: false })) });
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "discard", before });
    return { status: "ok", version: expectedVersion + 1 };
  });
}

async function readCurrent(tx: Tx, viewer: Viewer, expertId: string) {
  return tx.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { version: true, status: true, liveVersion: { select: { number: true, config: true } } },
  });
}

/** Writes the next live version and points the Expert at it, with its roster fields copied (one join for the roster). */
async function makeLive(tx: Tx, viewer: Viewer, expertId: string, expectedVersion: number, config: ExpertVersionConfig, rolledBackFrom: number | null) {
  const { _max } = await tx.expertVersion.aggregate({ where: { expertId }, _max: { number: true } });
  const number = (_max.number ?? 0) + 1;
  const version = await tx.expertVersion.create({
    data: { expertId, number, config: config as unknown as Prisma.InputJsonValue, publishedById: viewer.id, rolledBackFrom },
    select: { id: true },
  });
  await bump(tx, expertId, expectedVersion, { status: "published", liveVersionId: version.id, ...liveColumnsOf(config) });
  return number;
}

async function bump(tx: Tx, expertId: string, expectedVersion: number, data: Prisma.ExpertUncheckedUpdateManyInput) {
  const { count } = await tx.expert.updateMany({ where: { id: expertId, version: expectedVersion }, data: { ...data, version: { increment: 1 } } });
  if (count !== 1) throw new StaleVersionError();
}

/** A lost race (the version moved, or the same live number was taken) rolls everything back and reads as a conflict. */
async function inTransaction<T extends object>(work: (tx: Tx) => Promise<MutationOutcome<T>>): Promise<MutationOutcome<T>> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (error instanceof StaleVersionError) return { status: "conflict" };
    if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2002" || error.code === "P2034")) return { status: "conflict" };
    throw error;
  }
}
