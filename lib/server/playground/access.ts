import "server-only";
import { hasAccess, mayUseExpert } from "@/lib/domain/expert-access";
import type { Viewer } from "@/lib/server/auth/users";
import { db } from "@/lib/server/db";

export type PlaygroundScope = "studio" | "marketplace";
export type PlaygroundVersion = "draft" | "live";
export type PlaygroundTarget = { id: string; slug: string; name: string; versions: PlaygroundVersion[] };

/**
 * Who may run an Expert in the playground (SPEC §15): in the Studio its owner, on the draft or the
 * live version; elsewhere anyone who may use it (SPEC §5), on the live version only. Null for
 * everyone else, and for a missing or deleted Expert alike.
 */
export async function playgroundTarget(viewer: Viewer, scope: PlaygroundScope, ref: string): Promise<PlaygroundTarget | null> {
  const row = await db.expert.findFirst({
    where: scope === "studio" ? { id: ref } : { slug: ref.toLowerCase() },
    select: { id: true, slug: true, name: true, liveName: true, ownerId: true, status: true, deletedAt: true, liveVersionId: true, grants: { where: { userId: viewer.id }, select: { kind: true } } },
  });
  if (!row || row.deletedAt !== null) return null;
  const ownerIsUser = row.ownerId === viewer.id;
  const live = row.status === "published" && row.liveVersionId !== null;
  if (scope === "studio") {
    if (!ownerIsUser) return null;
    return { id: row.id, slug: row.slug, name: row.name, versions: live ? ["draft", "live"] : ["draft"] };
  }
  const usable = mayUseExpert({ ownerIsUser, hasAccess: hasAccess(ownerIsUser, row.grants.length), status: live ? "published" : "draft", deleted: false });
  if (!usable || !live) return null;
  return { id: row.id, slug: row.slug, name: row.liveName ?? row.name, versions: ["live"] };
}
