import "server-only";
import { hasAccess, mayUseExpert } from "@/lib/domain/expert-access";
import { publishedStatus } from "@/lib/domain/expert-version";
import type { PlaygroundVersionOption } from "@/lib/domain/playground/request";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";
import { namedExpertFor } from "@/lib/server/auth/user-grant";

export type PlaygroundScope = "studio" | "marketplace";
// Never empty: the owner always has the draft, anyone else the live version.
type OfferedVersions = [PlaygroundVersionOption, ...PlaygroundVersionOption[]];
export type PlaygroundTarget = { id: string; slug: string; name: string; versions: OfferedVersions };

/**
 * Who may run an Expert in the playground (rules §15): in the Studio its owner, on the draft or any
 * of its live versions (newest first, the current one marked); elsewhere anyone who may use it
 * (rules §5), on the current live version only. Null for everyone else, and for a missing or
 * deleted Expert alike.
 */
export async function playgroundTarget(
  viewer: Viewer,
  scope: PlaygroundScope,
  ref: string,
): Promise<PlaygroundTarget | null> {
  const row = await db.expert.findFirst({
    where: scope === "studio" ? { id: ref } : { slug: ref.toLowerCase() },
    select: { ...namedExpertFor(viewer.id), status: true, deletedAt: true, liveVersionId: true },
  });
  if (!row || row.deletedAt !== null) return null;
  const ownerIsUser = row.ownerId === viewer.id;
  const live = publishedStatus(row) === "published";
  if (scope === "studio") {
    if (!ownerIsUser) return null;
    const numbered = await db.expertVersion.findMany({
      where: { expertId: row.id },
      orderBy: { number: "desc" },
      select: { id: true, number: true },
    });
    const versions: OfferedVersions = [{ key: "draft", label: "Draft (saved)", number: null }];
    for (const version of numbered) {
      const current = live && version.id === row.liveVersionId;
      versions.push(
        current
          ? { key: "live", label: `Live v${version.number} (current)`, number: version.number }
          : { key: `v${version.number}`, label: `Live v${version.number}`, number: version.number },
      );
    }
    return { id: row.id, slug: row.slug, name: row.name, versions };
  }
  const usable = mayUseExpert({
    ownerIsUser,
    hasAccess: hasAccess(ownerIsUser, row.grants.length),
    status: live ? "published" : "draft",
    deleted: false,
  });
  if (!usable || !live) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.liveName ?? row.name,
    versions: [{ key: "live", label: "Live version", number: null }],
  };
}
