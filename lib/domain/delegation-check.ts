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

export type DelegationFailureReason = "self" | "cycle" | "depth" | "not_found_or_denied" | "not_delegatable";

/**
 * Why a delegation really failed, for the admin log only: the API answers every "denied" cause
 * with one sentence (no existence oracle, SPEC §6), but the person debugging needs the cause.
 */
export const DELEGATION_FAILURE_CAUSES = [
  "self", "cycle", "depth", "unknown_from", "from_not_usable", "unknown_target", "no_access", "deleted", "not_published", "not_delegatable",
] as const;
export type DelegationFailureCause = (typeof DELEGATION_FAILURE_CAUSES)[number];

export type DelegationOutcome =
  | { status: "accepted" }
  | { status: "failed"; error: string; reason: DelegationFailureReason; cause: DelegationFailureCause };

export const DELEGATION_ERRORS = {
  self: "An Expert cannot delegate to itself",
  notFoundOrDenied: "Expert not found or access denied.",
  notDelegatable: "Expert is not delegatable",
} as const;

/** The delegate endpoint's business checks (SPEC §6), in the order the spec fixes. */
export function checkDelegation(input: DelegationCheckInput): DelegationOutcome {
  const { from, to } = input;
  const chain = Array.isArray(input.chain) ? input.chain : [];

  if (from && to && from.id === to.id) return fail("self", DELEGATION_ERRORS.self, "self");

  if (to && chain.some((entry) => entry?.expert?.id === to.id)) {
    const path = [...chain.map((entry) => entry?.expert?.slug ?? entry?.ref ?? ""), from?.slug ?? input.fromRef ?? "?", to.slug];
    return fail("cycle", `Delegation cycle: ${path.join(" → ")}`, "cycle");
  }

  const maxDepth = validDepth(input.maxDepth);
  if (chain.length + 1 > maxDepth) return fail("depth", `Delegation depth limit (${maxDepth}) reached`, "depth");

  if (!from) return fail("not_found_or_denied", DELEGATION_ERRORS.notFoundOrDenied, "unknown_from");
  if (!mayUseExpert(from)) return fail("not_found_or_denied", DELEGATION_ERRORS.notFoundOrDenied, "from_not_usable");
  if (!to) return fail("not_found_or_denied", DELEGATION_ERRORS.notFoundOrDenied, "unknown_target");
  const blocker = delegationBlocker(to);
  if (blocker === "not_delegatable") return fail("not_delegatable", DELEGATION_ERRORS.notDelegatable, blocker);
  if (blocker !== null) return fail("not_found_or_denied", DELEGATION_ERRORS.notFoundOrDenied, blocker);

  return { status: "accepted" };
}

function fail(reason: DelegationFailureReason, error: string, cause: DelegationFailureCause): DelegationOutcome {
  return { status: "failed", error, reason, cause };
}

// A garbled limit (NaN, negative, fractional) must not silently lift the limit; 0 disables delegation.
function validDepth(value: number): number {
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_DELEGATION_MAX_DEPTH;
}
