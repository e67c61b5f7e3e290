import "server-only";
import { config } from "@/lib/config";
import type { ExpertDraft } from "@/lib/domain/expert-draft";
import { AppError } from "@/lib/server/errors";
import type { Tx } from "@/lib/server/studio/editable-expert";

const MB = 1024 * 1024;

/** The Experts one account may hold (not deleted): a create past it is refused with a sentence. */
export async function checkExpertQuota(tx: Tx, ownerId: string): Promise<void> {
  const max = config().STORAGE_QUOTA_EXPERTS;
  const held = await tx.expert.count({ where: { ownerId, deletedAt: null } });
  if (held >= max) {
    throw new AppError("bad_request:input", {
      message: `Your account holds ${held.toLocaleString("en")} Experts, the most one account may (${max.toLocaleString("en")}). Delete one you no longer need to create another.`,
    });
  }
}

/**
 * The text one account may store across its Experts: the drafts' specs, instructions and descriptions,
 * and every published version's snapshot (each publication and rollback stores a full copy, so they
 * grow with use as much as the drafts do), one byte a character. A save or a publication that would
 * pass it is refused with a sentence and writes nothing.
 */
export async function checkStorageQuota(tx: Tx, expertId: string, draft: ExpertDraft): Promise<void> {
  const ownerId = await ownerOf(tx, expertId);
  const mine = draft.specs.reduce((sum, raw) => sum + raw.length, draft.instructions.length + draft.description.length);
  const total = (await storedText(tx, ownerId, expertId)) + mine;
  if (total > max()) {
    throw new AppError("bad_request:input", {
      message: `This save would bring your Experts to ${(total / MB).toFixed(1)} MB of text; one account stores at most ${config().STORAGE_QUOTA_MB} MB. Remove specs, or delete an Expert you no longer need.`,
    });
  }
}

/** Before a new published version (a publication or a rollback) stores its snapshot of `snapshotChars` characters. */
export async function checkSnapshotQuota(tx: Tx, expertId: string, snapshotChars: number): Promise<void> {
  const total = (await storedText(tx, await ownerOf(tx, expertId), null)) + snapshotChars;
  if (total > max()) {
    const message = `Publishing would bring your Experts to ${(total / MB).toFixed(1)} MB of text, published versions included; one account stores at most ${config().STORAGE_QUOTA_MB} MB. Delete an Expert you no longer need.`;
    throw new AppError("bad_request:input", { message, fieldErrors: { publish: [message] } });
  }
}

const max = () => config().STORAGE_QUOTA_MB * MB;

/** The owner's account, whoever saves (an admin may edit another's Expert). */
async function ownerOf(tx: Tx, expertId: string): Promise<string> {
  return (await tx.expert.findUniqueOrThrow({ where: { id: expertId }, select: { ownerId: true } })).ownerId;
}

/** The account's stored text: drafts (but the one of `exceptDraftOf`, about to be replaced) and all version snapshots. */
async function storedText(tx: Tx, ownerId: string, exceptDraftOf: string | null): Promise<number> {
  const except = exceptDraftOf ?? "";
  const [row] = await tx.$queryRaw<{ size: bigint | number | null }[]>`
    SELECT (
      SELECT COALESCE(SUM(LENGTH(s."raw")), 0) FROM "SubagentSpec" s JOIN "Expert" e ON e."id" = s."expertId"
      WHERE e."ownerId" = ${ownerId} AND e."deletedAt" IS NULL AND e."id" <> ${except}
    ) + (
      SELECT COALESCE(SUM(LENGTH(x."instructions") + LENGTH(x."description")), 0) FROM "Expert" x
      WHERE x."ownerId" = ${ownerId} AND x."deletedAt" IS NULL AND x."id" <> ${except}
    ) + (
      SELECT COALESCE(SUM(LENGTH(CAST(v."config" AS TEXT))), 0) FROM "ExpertVersion" v JOIN "Expert" e ON e."id" = v."expertId"
      WHERE e."ownerId" = ${ownerId} AND e."deletedAt" IS NULL
    ) AS "size"`;
  return Number(row?.size ?? 0);
}
