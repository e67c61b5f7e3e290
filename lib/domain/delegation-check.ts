import { delegationCycleSentence, depthLimitSentence, SEED_SENTENCES, type DelegateFailureCode } from "./api-contract";
import { delegationBlocker, mayUseExpert, type ExpertAccessFacts } from "./expert-access";

export const DEFAULT_DELEGATION_MAX_DEPTH = 3;

export type DelegationExpertRef = ExpertAccessFacts & { id: string; slug: string };

export type DelegationChainEntry = { ref: string; expert: { id: string; slug: string } | null };

export type DelegationCheckInput = {
  /** null: the reference names no Expert. */
  from: DelegationExpertRef | null;
  /** null: the reference names no Expert. */
  to: DelegationExpertRef | null;
  /** The Experts that led to this request, oldest first, not including `from`. */
  chain: DelegationChainEntry[];
  toRef: string;
  /** Shown in a cycle path when `from` names no Expert. */
  fromRef?: string;
  maxDepth: number;
};

/**
 * Why a delegation really failed, for the admin log only: the API answers every "denied" cause
 * with one sentence (no existence oracle, rules §6), but the person debugging needs the cause.
 */
export const DELEGATION_FAILURE_CAUSES = [
  "self",
  "cycle",
  "depth",
  "unknown_from",
  "from_not_usable",
  "unknown_target",
  "no_access",
  "deleted",
  "not_published",
  "not_delegatable",
] as const;
export type DelegationFailureCause = (typeof DELEGATION_FAILURE_CAUSES)[number];

export type DelegationOutcome =
  | { status: "accepted" }
  | { status: "failed"; error: string; code: DelegateFailureCode; cause: DelegationFailureCause };

/** The delegate endpoint's business checks (rules §6), in the order rules §6 fixes. */
export function checkDelegation(input: DelegationCheckInput): DelegationOutcome {
  const { from, to } = input;
  const chain = Array.isArray(input.chain) ? input.chain : [];

  if (from && to && from.id === to.id) return fail("self_delegation", SEED_SENTENCES.self_delegation, "self");

  if (to && chain.some((entry) => entry?.expert?.id === to.id)) {
    const path = [
      ...chain.map((entry) => entry?.expert?.slug ?? entry?.ref ?? ""),
      from?.slug ?? input.fromRef ?? "?",
      to.slug,
    ];
    return fail("delegation_cycle", delegationCycleSentence(path), "cycle");
  }

  const maxDepth = validDepth(input.maxDepth);
  if (chain.length + 1 > maxDepth) return fail("depth_limit", depthLimitSentence(maxDepth), "depth");

  if (!from) return fail("not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied, "unknown_from");
  if (!mayUseExpert(from))
    return fail("not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied, "from_not_usable");
  if (!to) return fail("not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied, "unknown_target");
  const blocker = delegationBlocker(to);
  if (blocker === "not_delegatable") return fail("not_delegatable", SEED_SENTENCES.not_delegatable, blocker);
  if (blocker !== null) return fail("not_found_or_denied", SEED_SENTENCES.expert_not_found_or_denied, blocker);

  return { status: "accepted" };
}

function fail(code: DelegateFailureCode, error: string, cause: DelegationFailureCause): DelegationOutcome {
  return { status: "failed", error, code, cause };
}

// A garbled limit (NaN, negative, fractional) must not silently lift the limit; 0 disables delegation.
function validDepth(value: number): number {
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_DELEGATION_MAX_DEPTH;
}
