import "server-only";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import { diffDraftAgainstLive, readVersionConfig, versionConfigOf } from "@/lib/domain/expert-version";
import { Prisma } from "@/lib/generated/prisma/client";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { linkPublishedRun } from "@/lib/server/evaluations/publish-link";
import { createLiveVersion, writeExpertContent } from "@/lib/expert-content-store";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import { bumpVersion, expectVersion, type Tx } from "@/lib/server/studio/editable-expert";
import { checkSnapshotQuota } from "@/lib/server/studio/storage-quota";
import type { Viewer } from "@/lib/server/auth/users";

export type Published = { version: number; number: number };

const NOTHING_TO_PUBLISH = "Nothing to publish: the draft is the same as the live version.";
const NEVER_PUBLISHED = "There is no live version yet: publish the draft first.";

/** A refusal shown as the sentence and kept under its field (`publish`, `rollback`, `discard`). */
const refused = (field: string, message: string) =>
  new AppError("bad_request:input", { message, fieldErrors: { [field]: [message] } });

/**
 * rules §10 Publish: freezes the saved draft into a new live version, from the draft version the
 * creator saw (a second tab publishing at once gets the conflict). The Expert's version moves on.
 */
export async function publishExpert(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  evaluationRunId?: string | null,
): Promise<Published> {
  return inTransaction(async (tx) => {
    const current = await readCurrent(tx, viewer, expertId);
    expectVersion(current, expectedVersion);
    const before = await readExpertSnapshot(tx, expertId);
    if (!before) throw new AppError("not_found:expert");
    const draft = versionConfigOf(before);
    const live = current.liveVersion ? readVersionConfig(current.liveVersion.config) : null;
    if (current.status === "published" && live && diffDraftAgainstLive(live, draft).length === 0) {
      throw refused("publish", NOTHING_TO_PUBLISH);
    }
    const number = await makeLive(tx, viewer, expertId, expectedVersion, draft, null);
    await linkPublishedRun(tx, expertId, number, evaluationRunId);
    await recordExpertChange(tx, {
      expertId,
      actorId: viewer.id,
      action: "publish",
      before,
      live: {
        number,
        changes: live ? diffDraftAgainstLive(live, draft) : [{ field: "status", before: "draft", after: "published" }],
      },
    });
    return { version: expectedVersion + 1, number };
  });
}

/** rules §10 Roll back: an earlier live version of this Expert is published again as a new one; the draft is untouched. */
export async function rollbackExpert(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  targetNumber: number,
): Promise<Published> {
  return inTransaction(async (tx) => {
    const current = await readCurrent(tx, viewer, expertId);
    // Looked up within this Expert only: another Expert's version is as absent as a missing one.
    const target = await tx.expertVersion.findUnique({
      where: { expertId_number: { expertId, number: targetNumber } },
      select: { config: true },
    });
    if (!target) throw refused("rollback", `This Expert has no live version ${targetNumber}.`);
    expectVersion(current, expectedVersion);
    if (current.status === "published" && current.liveVersion?.number === targetNumber) {
      throw refused("rollback", `Live version ${targetNumber} is already what runtimes get.`);
    }
    const before = await readExpertSnapshot(tx, expertId);
    const config = readVersionConfig(target.config);
    const previous = current.liveVersion ? readVersionConfig(current.liveVersion.config) : null;
    const number = await makeLive(tx, viewer, expertId, expectedVersion, config, targetNumber);
    await recordExpertChange(tx, {
      expertId,
      actorId: viewer.id,
      action: "rollback",
      before,
      live: { number, changes: previous ? diffDraftAgainstLive(previous, config) : [] },
    });
    return { version: expectedVersion + 1, number };
  });
}

/** rules §10 Discard changes: the draft becomes the current live version again (slug and status stay). */
export async function discardDraft(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
): Promise<{ version: number }> {
  return inTransaction(async (tx) => {
    const current = await readCurrent(tx, viewer, expertId);
    if (!current.liveVersion) throw refused("discard", NEVER_PUBLISHED);
    expectVersion(current, expectedVersion);
    const before = await readExpertSnapshot(tx, expertId);
    const live = readVersionConfig(current.liveVersion.config);
    await writeExpertContent(tx, expertId, live, "exact", (columns) =>
      bumpVersion(tx, expertId, expectedVersion, columns),
    );
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "discard", before });
    return { version: expectedVersion + 1 };
  });
}

async function readCurrent(tx: Tx, viewer: Viewer, expertId: string) {
  const current = await tx.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: { version: true, status: true, liveVersion: { select: { number: true, config: true } } },
  });
  if (!current) throw new AppError("not_found:expert");
  return current;
}

/** Writes the next live version and points the Expert at it, with its roster fields copied (one join for the roster). */
async function makeLive(
  tx: Tx,
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  config: ExpertVersionConfig,
  rolledBackFrom: number | null,
) {
  await checkSnapshotQuota(tx, expertId, JSON.stringify(config).length);
  const { number, columns } = await createLiveVersion(tx, expertId, config, {
    publishedById: viewer.id,
    rolledBackFrom,
  });
  await bumpVersion(tx, expertId, expectedVersion, { status: "published", ...columns });
  return number;
}

/** A lost race (the version moved, or the same live number was taken) rolls everything back and reads as a conflict. */
async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.$transaction(work);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && (error.code === "P2002" || error.code === "P2034")) {
      throw new AppError("conflict:stale_version");
    }
    throw error;
  }
}
