import "server-only";
import { RestorableContentSchema, type RestorableContent } from "@/lib/domain/expert-content";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { writeExpertContent } from "@/lib/expert-content-store";
import { bumpVersion, expectVersion, findEditable } from "@/lib/server/studio/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

/**
 * Restores the configuration recorded by an audit event as a new version. Slug, status and deletion
 * stay as they are now: restoring content must not unpublish or rename a live Expert.
 */
export async function restoreExpertVersion(
  viewer: Viewer,
  expertId: string,
  auditEventId: string,
  expectedVersion: number,
): Promise<{ version: number }> {
  return db.$transaction(async (tx) => {
    const current = await findEditable(tx, viewer, expertId);
    const event = await tx.auditEvent.findFirst({ where: { id: auditEventId, expertId }, select: { snapshot: true } });
    const snapshot = event ? readSnapshot(event.snapshot) : null;
    if (!snapshot) throw new AppError("not_found:expert");
    expectVersion(current, expectedVersion);
    const before = await readExpertSnapshot(tx, expertId);
    await writeExpertContent(tx, expertId, snapshot, "merge", (columns) =>
      bumpVersion(tx, expertId, expectedVersion, columns),
    );
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "restore", before });
    return { version: expectedVersion + 1 };
  });
}

/** A stored snapshot is JSON written by an older version of this code: checked against the content schema, not trusted. */
function readSnapshot(value: unknown): RestorableContent | null {
  const parsed = RestorableContentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
