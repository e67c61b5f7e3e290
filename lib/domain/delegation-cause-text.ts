import type { DelegationFailureCause } from "./delegation-check";

/** A short label per internal cause, for grouping and filters in the admin log. */
export const DELEGATION_CAUSE_LABELS: Record<DelegationFailureCause, string> = {
  self: "Delegated to itself",
  cycle: "Delegation cycle",
  depth: "Depth limit reached",
  unknown_from: "Delegating Expert unknown",
  from_not_usable: "User may not use the delegating Expert",
  unknown_target: "Target Expert unknown",
  no_access: "User has no access to the target",
  deleted: "Target deleted",
  not_published: "Target not published",
  not_delegatable: "Target does not accept delegation",
};

export function isDelegationCause(value: unknown): value is DelegationFailureCause {
  return typeof value === "string" && value in DELEGATION_CAUSE_LABELS;
}

type Parties = { user: string; from: string; to: string };

/** The real reason, worded for the admin reading the log ("bob has no access to Tax Helper"). */
export function delegationCauseSentence(cause: DelegationFailureCause, p: Parties): string {
  switch (cause) {
    case "self":
      return `${p.from} tried to delegate to itself.`;
    case "cycle":
      return `${p.to} is already in the chain that led to this request.`;
    case "depth":
      return "The chain is longer than the delegation depth limit.";
    case "unknown_from":
      return `No Expert matches the delegating reference ${p.from}.`;
    case "from_not_usable":
      return `${p.user} may not use ${p.from} (no access, not published, or deleted).`;
    case "unknown_target":
      return `No Expert matches the target reference ${p.to}.`;
    case "no_access":
      return `${p.user} has no access to ${p.to}.`;
    case "deleted":
      return `${p.to} has been deleted.`;
    case "not_published":
      return `${p.to} is not published.`;
    case "not_delegatable":
      return `${p.to} does not accept delegation.`;
  }
}
