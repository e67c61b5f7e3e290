import "server-only";
import type { RosterCandidate } from "@/lib/domain/roster";
import { db } from "@/lib/server/db";
import { rosterCandidateSelect, toRosterCandidate } from "./roster-candidates";
import { grantsOf } from "@/lib/server/auth/user-grant";

/**
 * The Experts Settings shows beside a delegation policy, as roster candidates the harness would
 * judge them: each whitelisted Expert that still exists (by id), and every Expert the user holds
 * a grant for that is not deleted (what the picker may add).
 */
export async function readPolicyCandidates(
  userId: string,
  whitelist: readonly string[],
): Promise<{ listed: Map<string, RosterCandidate>; granted: RosterCandidate[] }> {
  const [listed, grants] = await Promise.all([
    db.expert.findMany({
      where: { id: { in: [...whitelist] } },
      select: { ...rosterCandidateSelect, grants: grantsOf(userId) },
    }),
    db.accessGrant.findMany({
      where: { userId, expert: { deletedAt: null } },
      select: { expert: { select: rosterCandidateSelect } },
    }),
  ]);
  return {
    listed: new Map(listed.map((row) => [row.id, toRosterCandidate(row, userId, row.grants.length)])),
    granted: grants.map(({ expert }) => toRosterCandidate(expert, userId, 1)),
  };
}
