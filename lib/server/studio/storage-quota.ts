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
 * The text one account may store across its Experts (specs, instructions and descriptions, one byte
 * a character): a save that would pass it is refused with a sentence and writes nothing.
 */
export async function checkStorageQuota(tx: Tx, expertId: string, draft: ExpertDraft): Promise<void> {
  const max = config().STORAGE_QUOTA_MB * MB;
  // The owner's account, whoever saves (an admin may edit another's Expert).
  const { ownerId } = await tx.expert.findUniqueOrThrow({ where: { id: expertId }, select: { ownerId: true } });
  const [others] = await tx.$queryRaw<{ size: bigint | number | null }[]>`
    SELECT COALESCE(SUM(LENGTH(s."raw")), 0) + (
      SELECT COALESCE(SUM(LENGTH(x."instructions") + LENGTH(x."description")), 0) FROM "Expert" x
      WHERE x."ownerId" = ${ownerId} AND x."deletedAt" IS NULL AND x."id" <> ${expertId}
    ) AS "size"
    FROM "SubagentSpec" s JOIN "Expert" e ON e."id" = s."expertId"
    WHERE e."ownerId" = ${ownerId} AND e."deletedAt" IS NULL AND e."id" <> ${expertId}`;
  const mine = draft.specs.reduce((sum, raw) => sum + raw.length, draft.instructions.length + draft.description.length);
  const total = Number(others?.size ?? 0) + mine;
  if (total > max) {
    throw new AppError("bad_request:input", {
      message: `This save would bring your Experts to ${(total / MB).toFixed(1)} MB of text; one account stores at most ${config().STORAGE_QUOTA_MB} MB. Remove specs, or delete an Expert you no longer need.`,
    });
  }
}
