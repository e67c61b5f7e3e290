import "server-only";
import type { Tx } from "@/lib/server/studio/editable-expert";

/**
 * rules §16: the history records the run a publication was made with. Only a draft run of this
 * Expert that no publication claimed yet can be linked; any other id is ignored (the publish stands).
 */
export async function linkPublishedRun(
  tx: Tx,
  expertId: string,
  number: number,
  runId: string | null | undefined,
): Promise<void> {
  if (!runId) return;
  const version = await tx.expertVersion.findUnique({
    where: { expertId_number: { expertId, number } },
    select: { id: true },
  });
  if (!version) return;
  await tx.evaluationRun.updateMany({
    where: { id: runId, expertId, versionNumber: null, publishedVersionId: null },
    data: { publishedVersionId: version.id },
  });
}
