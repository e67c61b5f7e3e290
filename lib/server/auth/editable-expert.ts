import "server-only";
import type { Viewer } from "@/lib/server/auth/users";

/** The where-clause part that limits Studio reads and writes to the owner (an admin may act on any). */
export function ownedBy(viewer: Viewer): { ownerId?: string } {
  return viewer.role === "admin" ? {} : { ownerId: viewer.id };
}

/** The where clause of an Expert the viewer may edit: theirs (any, for an admin), never a deleted one. */
export function editableExpert(viewer: Viewer, expertId: string) {
  return { id: expertId, deletedAt: null, ...ownedBy(viewer) };
}
