import "server-only";
import { hasAccess } from "@/lib/domain/expert-access";
import { publishedStatus } from "@/lib/domain/expert-version";
import type { RosterCandidate } from "@/lib/domain/roster";
import { isSet, sqlBoolean, type SqlBoolean, type SqlDateTime, type SqlExpertStatus } from "./sql-rows";

/**
 * The Expert fields a roster candidate is made of (the roster, Settings and the marketplace read
 * them alike). rules §10: name, description, brief and delegatable are the live version's, copied
 * onto the Expert row at publish; the draft's name stands in for an Expert that has none. Its id
 * apart, as the injection's one-statement read names it beside other kinds of rows.
 */
export const CANDIDATE_COLUMNS = {
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

/** A candidate as Prisma reads it. */
export const rosterCandidateSelect = { id: true, ...CANDIDATE_COLUMNS } as const;

/** A candidate row as Prisma (rosterCandidateSelect) or the harness's SQL returns it. */
export type CandidateRow = {
  id: string;
  slug: string;
  name: string;
  liveName: string | null;
  liveDescription: string | null;
  liveBrief: string | null;
  liveDelegatable: SqlBoolean | null;
  status: SqlExpertStatus;
  deletedAt: SqlDateTime | null;
  ownerId: string;
};

/** A candidate row as the roster rules see it for this user; `grantCount` is the user's grants on it. */
export function toRosterCandidate(row: CandidateRow, userId: string, grantCount: number): RosterCandidate {
  return {
    id: row.id,
    slug: row.slug,
    name: row.liveName ?? row.name,
    description: row.liveDescription ?? "",
    delegationBrief: row.liveBrief,
    delegatable: sqlBoolean(row.liveDelegatable),
    // Never published: nothing to offer, whatever the status column says.
    status: publishedStatus({ status: row.status, liveName: row.liveName }),
    deleted: isSet(row.deletedAt),
    hasAccess: hasAccess(row.ownerId === userId, grantCount),
  };
}
