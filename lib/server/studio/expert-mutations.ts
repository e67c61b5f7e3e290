import "server-only";
import type { CreateExpertInput, ExpertDraft } from "@/lib/domain/expert-draft";
import { DEFAULT_TEAM_GUARD } from "@/lib/domain/tool-surface";
import { Prisma } from "@/lib/generated/prisma/client";
import { readExpertSnapshot, recordExpertChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { writeExpertContent } from "@/lib/expert-content-store";
import { bumpVersion, expectVersion, findEditable } from "@/lib/server/studio/editable-expert";
import { slugTaken } from "@/lib/server/studio/owned-experts";
import { checkExpertQuota, checkStorageQuota } from "@/lib/server/studio/storage-quota";
import type { Viewer } from "@/lib/server/auth/users";

const DEFAULT_MODEL = "claude-sonnet-4";
const slugRefused = (message = "This slug is taken; choose another.") =>
  new AppError("bad_request:input", { message, fieldErrors: { slug: [message] } });

/** A write that may take a slug another Expert holds: the unique index's refusal reads as the slug's sentence. */
async function claimingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? slugRefused() : error;
  }
}

export async function createExpert(viewer: Viewer, input: CreateExpertInput): Promise<{ id: string }> {
  if (await slugTaken(input.slug)) throw slugRefused();
  return claimingSlug(() =>
    db.$transaction(async (tx) => {
      await checkExpertQuota(tx, viewer.id);
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
      return { id: expert.id };
    }),
  );
}

/** One save: every editable field and the specs, in one transaction, only from the current version. */
export async function saveExpertDraft(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  draft: ExpertDraft,
): Promise<{ version: number }> {
  return claimingSlug(() =>
    db.$transaction(async (tx) => {
      const current = await findEditable(tx, viewer, expertId);
      expectVersion(current, expectedVersion);
      await checkStorageQuota(tx, expertId, draft);
      if (draft.slug !== current.slug) {
        if (current.status !== "draft") throw slugRefused("The slug can only change while the Expert is a draft.");
        if (await tx.expert.findUnique({ where: { slug: draft.slug }, select: { id: true } })) throw slugRefused();
      }
      const before = await readExpertSnapshot(tx, expertId);
      await writeExpertContent(tx, expertId, draft, "merge", (columns) =>
        bumpVersion(tx, expertId, expectedVersion, { ...columns, slug: draft.slug }),
      );
      await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "save", before });
      return { version: expectedVersion + 1 };
    }),
  );
}

/** Publishing is of the version the creator saw, so a stale tab cannot publish what it has not seen. */
export async function setExpertStatus(
  viewer: Viewer,
  expertId: string,
  expectedVersion: number,
  status: "draft" | "published",
): Promise<void> {
  await db.$transaction(async (tx) => {
    expectVersion(await findEditable(tx, viewer, expertId), expectedVersion);
    const before = await readExpertSnapshot(tx, expertId);
    await tx.expert.update({ where: { id: expertId }, data: { status } });
    await recordExpertChange(tx, {
      expertId,
      actorId: viewer.id,
      action: status === "published" ? "publish" : "unpublish",
      before,
    });
  });
}

export async function softDeleteExpert(viewer: Viewer, expertId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await findEditable(tx, viewer, expertId);
    const before = await readExpertSnapshot(tx, expertId);
    await tx.expert.update({ where: { id: expertId }, data: { deletedAt: new Date() } });
    await recordExpertChange(tx, { expertId, actorId: viewer.id, action: "delete", before });
  });
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
