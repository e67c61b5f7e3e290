import "server-only";
import { describeDiff, type DiffLine } from "@/lib/domain/audit-diff-text";
import { diffDraftAgainstLive, readVersionConfig, versionConfigOf } from "@/lib/domain/expert-version";
import { readExpertSnapshot } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { editableExpert } from "@/lib/server/auth/editable-expert";
import type { Viewer } from "@/lib/server/auth/users";

export type LiveVersionSummary = {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  rolledBackFrom: number | null;
};

export type VersionState = {
  /** The live version runtimes get today; null when none (never published, unpublished or deleted). */
  served: LiveVersionSummary | null;
  /** The newest live version, served or not (an unpublished Expert keeps its versions). */
  latest: LiveVersionSummary | null;
  /** "Unpublished changes": the saved draft against the latest live version, readable; empty when they agree. */
  changes: DiffLine[];
  /** Every live version, newest first. */
  versions: LiveVersionSummary[];
};

/** The Studio's view of an Expert's live versions (rules §10), for its owner or an admin; null otherwise. */
export async function getVersionState(viewer: Viewer, expertId: string): Promise<VersionState | null> {
  const row = await db.expert.findFirst({
    where: editableExpert(viewer, expertId),
    select: {
      status: true,
      liveVersion: { select: { number: true, config: true } },
      versions: {
        orderBy: { number: "desc" },
        take: 50,
        select: { number: true, publishedAt: true, rolledBackFrom: true, publishedBy: { select: { name: true } } },
      },
    },
  });
  if (!row) return null;
  const versions = row.versions.map((v) => ({
    number: v.number,
    publishedAt: v.publishedAt.toISOString(),
    publishedBy: v.publishedBy?.name ?? null,
    rolledBackFrom: v.rolledBackFrom,
  }));
  const latest = row.liveVersion ? (versions.find((v) => v.number === row.liveVersion?.number) ?? null) : null;
  const draft = row.liveVersion ? await readExpertSnapshot(db, expertId) : null;
  const changes =
    row.liveVersion && draft
      ? diffDraftAgainstLive(readVersionConfig(row.liveVersion.config), versionConfigOf(draft))
      : [];
  return {
    served: row.status === "published" ? latest : null,
    latest,
    changes: describeDiff(changes),
    versions,
  };
}
