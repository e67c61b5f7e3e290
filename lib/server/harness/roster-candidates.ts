import "server-only";
import { hasAccess } from "@/lib/domain/expert-access";
import type { RosterCandidate } from "@/lib/domain/roster";

/** The Expert fields a roster candidate is made of (the roster, Settings and the marketplace read them alike). */
export const rosterCandidateSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  delegationBrief: true,
  delegatable: true,
  status: true,
  deletedAt: true,
  ownerId: true,
} as const;

export type CandidateRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  delegationBrief: string | null;
  delegatable: boolean;
  status: string;
  deletedAt: Date | string | null;
  ownerId: string;
};

/** A candidate row as the roster rules see it for this user; `grantCount` is the user's grants on it. */
export function toRosterCandidate(row: CandidateRow, userId: string, grantCount: number): RosterCandidate {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    delegationBrief: row.delegationBrief,
    delegatable: Boolean(row.delegatable),
    status: row.status === "published" ? "published" : "draft",
    deleted: row.deletedAt !== null,
    hasAccess: hasAccess(row.ownerId === userId, grantCount),
  };
}
