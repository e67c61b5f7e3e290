import "server-only";
import type { DelegationPolicyInput, PolicyMode } from "@/lib/domain/delegation-policy";
import type { RosterCandidate } from "@/lib/domain/roster";
import { whitelistStatus, type WhitelistStatus } from "@/lib/domain/whitelist-status";
import { recordAccountChange } from "@/lib/server/audit";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { listChanges } from "@/lib/domain/expert-snapshot";
import { readPolicyCandidates } from "@/lib/server/harness/policy-candidates";

export type PolicyExpert = { id: string; slug: string | null; name: string; status: WhitelistStatus };

export type DelegationSettings = {
  mode: PolicyMode;
  /** The stored whitelist in order, each entry with whether it still qualifies and why not. */
  whitelist: PolicyExpert[];
  /** Experts the user holds a grant for and that are not deleted: what the picker may add. */
  options: PolicyExpert[];
};

export async function getDelegationSettings(userId: string): Promise<DelegationSettings> {
  const [policy, entries] = await Promise.all([
    db.delegationPolicy.findUnique({ where: { userId }, select: { mode: true } }),
    db.whitelistEntry.findMany({ where: { userId }, orderBy: { position: "asc" }, select: { expertId: true } }),
  ]);
  const { listed, granted } = await readPolicyCandidates(
    userId,
    entries.map((e) => e.expertId),
  );
  const mode = policy?.mode ?? "none";
  return {
    mode,
    whitelist: entries.map(({ expertId }) => describe(expertId, listed.get(expertId))),
    options: granted
      .map((candidate) => describe(candidate.id, candidate))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.id < b.id ? -1 : 1)),
  };
}

/**
 * Replaces the policy and the whole whitelist in one transaction. A new entry must be an Expert the
 * user holds a grant for and that is not deleted; entries already stored may stay (the page shows why
 * they no longer qualify), so saving never drops one silently.
 */
export async function saveDelegationPolicy(userId: string, input: DelegationPolicyInput): Promise<void> {
  await db.$transaction(async (tx) => {
    const [policy, stored, granted] = await Promise.all([
      tx.delegationPolicy.findUnique({ where: { userId }, select: { mode: true } }),
      tx.whitelistEntry.findMany({ where: { userId }, orderBy: { position: "asc" }, select: { expertId: true } }),
      tx.accessGrant.findMany({
        where: { userId, expertId: { in: input.whitelist }, expert: { deletedAt: null } },
        select: { expertId: true },
      }),
    ]);
    const allowed = new Set([...stored.map((s) => s.expertId), ...granted.map((g) => g.expertId)]);
    const refused = input.whitelist.filter((id) => !allowed.has(id));
    if (refused.length > 0) {
      const message = `You can only whitelist Experts you have access to; not allowed: ${refused.join(", ")}.`;
      throw new AppError("bad_request:input", { message, fieldErrors: { whitelist: [message] } });
    }
    await tx.delegationPolicy.upsert({
      where: { userId },
      create: { userId, mode: input.mode },
      update: { mode: input.mode },
    });
    await tx.whitelistEntry.deleteMany({ where: { userId } });
    if (input.whitelist.length > 0) {
      await tx.whitelistEntry.createMany({
        data: input.whitelist.map((expertId, position) => ({ userId, position, expertId })),
      });
    }
    await recordAccountChange(tx, {
      actorId: userId,
      subjectUserId: userId,
      action: "policy.update",
      changes: listChanges([
        ["policy", policy?.mode ?? "none", input.mode],
        ["whitelist", stored.map((s) => s.expertId), input.whitelist],
      ]),
    });
  });
}

function describe(ref: string, candidate: RosterCandidate | undefined): PolicyExpert {
  return {
    id: ref,
    slug: candidate?.slug ?? null,
    name: candidate?.name ?? ref,
    status: whitelistStatus(ref, candidate),
  };
}
