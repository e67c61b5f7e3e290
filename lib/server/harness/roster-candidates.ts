import "server-only";
import { hasAccess } from "@/lib/domain/expert-access";
import type { RosterCandidate } from "@/lib/domain/roster";

/**
 * The Expert fields a roster candidate is made of (the roster, Settings and the marketplace read
 * them alike). SPEC §10: name, description, brief and delegatable are the live version's, copied
 * onto the Expert row at publish; the draft's name stands in for an Expert that has none.
 */
export const rosterCandidateSelect = {
  id: true,
  slug: true,
  name: true,
  liveName: true,
  liveDescription: true,
  liveBrief: true,
  liveDelegatable: true,
  status: true,
  deletedAt: true,
  ownerId: true,
} as const;

export type CandidateRow = {
  id: string;
  slug: string;
  name: string;
  liveName: string | null;
  liveDescription: string | null;
  liveBrief: string | null;
  liveDelegatable: boolean | null;
  status: string;
  deletedAt: Date | string | null;
  ownerId: string;
};

/** A candidate row as the roster rules see it for this user; `grantCount` is the user's grants on it. */
export function toRosterCandidate(row: CandidateRow, userId: string, grantCount: number): RosterCandidate {
  const live = row.liveName !== null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.liveName ?? row.name,
    description: row.liveDescription ?? "",
    delegationBrief: row.liveBrief,
    delegatable: Boolean(row.liveDelegatable),
    // Never published: nothing to offer, whatever the status column says.
    status: row.status === "published" && live ? "published" : "draft",
    deleted: row.deletedAt !== null,
    hasAccess: hasAccess(row.ownerId === userId, grantCount),
  };
}
