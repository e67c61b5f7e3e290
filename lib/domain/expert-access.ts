/**
 * What a user may do with an Expert (rules §3, §5, §6), answered once for the harness, the roster
 * and the delegate check; each maps the answer to its own codes and sentences.
 */
export type ExpertAccessFacts = {
  /** The user created the Expert. */
  ownerIsUser: boolean;
  /** The user purchased it or created it: see hasAccess. */
  hasAccess: boolean;
  status: "draft" | "published";
  deleted: boolean;
  delegatable: boolean;
};

/** Creators implicitly have access to the Experts they own (rules §5), grant or not. */
export function hasAccess(ownerIsUser: boolean, grantCount: number): boolean {
  return ownerIsUser || grantCount > 0;
}

/** rules §5: owners use their own Experts in any status; others need access to a published one. */
export function mayUseExpert(
  facts: Pick<ExpertAccessFacts, "ownerIsUser" | "hasAccess" | "status" | "deleted"> | null,
): boolean {
  if (!facts || facts.deleted) return false;
  return facts.ownerIsUser || (facts.hasAccess && facts.status === "published");
}

/**
 * The user may know the Expert exists: they can access it, or it is publicly listed. Anything
 * else must look exactly like a missing Expert (no existence oracle).
 */
export function mayKnowOf(facts: Pick<ExpertAccessFacts, "hasAccess" | "status" | "deleted">): boolean {
  return facts.hasAccess || (facts.status === "published" && !facts.deleted);
}

export type DelegationBlocker = "no_access" | "deleted" | "not_published" | "not_delegatable";

/**
 * rules §3's safety conditions for a delegation target: the first that fails, in the roster's
 * order, or null when the target is reachable. Unlike mayUseExpert, a target must be published
 * even for its owner: the roster never offers drafts.
 */
export function delegationBlocker(
  facts: Pick<ExpertAccessFacts, "hasAccess" | "status" | "deleted" | "delegatable">,
): DelegationBlocker | null {
  if (!facts.hasAccess) return "no_access";
  if (facts.deleted) return "deleted";
  if (facts.status !== "published") return "not_published";
  if (!facts.delegatable) return "not_delegatable";
  return null;
}
