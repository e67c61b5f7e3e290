import type { DelegationFailureCause } from "./delegation-check";

export type Direction = "to" | "from";
/** A count of delegations on one UTC day with one outcome, as the database groups them. */
export type DayTally = { day: string; accepted: boolean; count: number };
export type DayCounts = { day: string; toAccepted: number; toFailed: number; fromAccepted: number; fromFailed: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function dayRange(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Delegations to and from one Expert per day, every day of the range present; other days ignored. */
export function countByDay(days: string[], to: DayTally[], from: DayTally[]): DayCounts[] {
  const byDay = new Map(days.map((day) => [day, { day, toAccepted: 0, toFailed: 0, fromAccepted: 0, fromFailed: 0 }]));
  const add = (tallies: DayTally[], direction: Direction) => {
    for (const t of tallies) {
      const bucket = byDay.get(t.day);
      if (bucket) bucket[`${direction}${t.accepted ? "Accepted" : "Failed"}` as const] += t.count;
    }
  };
  add(to, "to");
  add(from, "from");
  return [...byDay.values()];
}

export type CreatorReason =
  "self" | "cycle" | "depth" | "not_delegatable" | "not_available" | "your_expert_unavailable" | "unknown";

export const CREATOR_REASON_LABELS: Record<CreatorReason, string> = {
  self: "Delegated to itself",
  cycle: "Delegation cycle",
  depth: "Depth limit reached",
  not_delegatable: "The target does not accept delegation",
  not_available: "The other Expert was not available to the user",
  your_expert_unavailable: "Your Expert was not available to the user (no access, unpublished or deleted)",
  unknown: "Not recorded",
};

/**
 * A failure's cause as the creator may see it. Causes about the creator's own Expert keep their
 * meaning; causes about another Expert fold into one reason, so a creator never learns whether
 * someone else's private Expert exists, is a draft or was deleted.
 */
export function creatorReason(cause: DelegationFailureCause | null, direction: Direction): CreatorReason {
  switch (cause) {
    case "self":
    case "cycle":
    case "depth":
    case "not_delegatable":
      return cause;
    case "unknown_from":
    case "from_not_usable":
      return direction === "from" ? "your_expert_unavailable" : "not_available";
    case "unknown_target":
    case "no_access":
    case "deleted":
    case "not_published":
      return direction === "to" ? "your_expert_unavailable" : "not_available";
    case null:
    default:
      return "unknown";
  }
}
