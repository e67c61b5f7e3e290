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

export type MutationOutcome<T extends object = object> =
  | ({ status: "ok" } & T)
  | { status: "not_found" }
  | { status: "conflict" }
  | { status: "invalid"; fieldErrors: Record<string, string[]> };

/** Thrown inside a transaction to roll it back when a concurrent write won the race. */
export class StaleVersionError extends Error {
  constructor() {
    super("stale version");
    this.name = "StaleVersionError";
  }
}
