import { at } from "./at-index";
import { delegationBlocker, mayKnowOf } from "./expert-access";
import { WHITELIST_CAP } from "./delegation-whitelist";
import { readMentions } from "./mentions";
import { sortByNameThenId } from "./name-order";

export { WHITELIST_CAP };

/** In precedence order: an excluded candidate gets the first that applies. */
export const ROSTER_CODES = [
  "self",
  "over_cap",
  "unknown_expert",
  "unknown_mention",
  "no_access",
  "deleted",
  "not_published",
  "not_delegatable",
  "over_budget",
] as const;
export type RosterCode = (typeof ROSTER_CODES)[number];

export type RosterCandidate = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  delegationBrief: string | null;
  delegatable: boolean;
  status: "draft" | "published";
  deleted: boolean;
  /** The user purchased it or created it. */
  hasAccess: boolean;
};

export type RosterPolicy = { mode: "none" | "all" | "whitelist"; whitelist: string[] };

export type RosterInput = {
  currentExpertId: string;
  policy: RosterPolicy;
  message: string;
  /** Under `all`: every Expert the user has access to, any order. */
  accessible: RosterCandidate[];
  lookupById: (id: string) => RosterCandidate | undefined;
  lookupBySlug: (slug: string) => RosterCandidate | undefined;
};

export type RosterEntry = { id: string; slug: string; name: string; brief: string };

export type RosterVia = "policy" | "whitelist" | "mention";

export type RosterReportEntry = {
  ref: string;
  id?: string;
  via: RosterVia;
  status: "kept" | "excluded";
  code?: RosterCode;
  message: string;
};

export type RosterResult = { roster: RosterEntry[]; report: RosterReportEntry[]; mentionsIgnored: number };

/** A short label for each code, for legends and filters in admin views. */
export function rosterCodeLabel(code: RosterCode): string {
  return {
    self: "The current Expert (no self-delegation)",
    over_cap: `Past the whitelist limit of ${WHITELIST_CAP}`,
    unknown_expert: "Whitelist entry names no Expert",
    unknown_mention: "Mention names no Expert",
    no_access: "User has no access",
    deleted: "Deleted",
    not_published: "Not published",
    not_delegatable: "Does not accept delegation",
    over_budget: "Left out to keep the delegate list within its token budget",
  }[code];
}

/** `coalesce(delegationBrief, description, '')`, a blank brief counting as null. */
export function rosterBrief(expert: Pick<RosterCandidate, "delegationBrief" | "description">): string {
  const brief = typeof expert.delegationBrief === "string" && expert.delegationBrief.trim() !== "";
  if (brief) return expert.delegationBrief as string;
  return typeof expert.description === "string" ? expert.description : "";
}

export function buildRoster(input: RosterInput): RosterResult {
  const collected = collectRoster(input);
  return { roster: collected.roster, report: writeRosterReport(collected), mentionsIgnored: collected.mentionsIgnored };
}

/**
 * The roster's rules applied, with the report entries of kept candidates not yet written: the
 * budget (roster-budget.ts) leaves most of thousands out, so each is written once, kept or not.
 */
export type CollectedRoster = {
  roster: RosterEntry[];
  /** The report in order; a number k stands for roster[k], kept by the rules. */
  report: (RosterReportEntry | number)[];
  /** How roster[k] came in: by `via[k]`, as `refs[k]`, at whitelist position `caps[k]`. */
  via: RosterVia[];
  refs: string[];
  caps: (Cap | undefined)[];
  mentionsIgnored: number;
};

export function collectRoster(input: RosterInput): CollectedRoster {
  const collected: CollectedRoster = { roster: [], report: [], via: [], refs: [], caps: [], mentionsIgnored: 0 };
  const { roster, report } = collected;
  const consideredIds = new Set<string>();
  const unknownRefs = new Set<string>();
  const { policy, currentExpertId } = input;

  // Mentions do not count toward the cap, so a mention takes over a whitelist entry past it.
  const overCap = new Map<string, RosterReportEntry>();

  const consider = (via: RosterVia, ref: string, expert: RosterCandidate, cap?: Cap) => {
    const passedOver = via === "mention" ? overCap.get(expert.id) : undefined;
    if (passedOver) {
      report.splice(report.indexOf(passedOver), 1);
      overCap.delete(expert.id);
    } else if (consideredIds.has(expert.id)) return;
    consideredIds.add(expert.id);
    const code =
      expert.id === currentExpertId ? "self" : cap?.over ? "over_cap" : (delegationBlocker(expert) ?? undefined);
    if (code) {
      const entry: RosterReportEntry = {
        ref,
        id: expert.id,
        via,
        status: "excluded",
        code,
        message: excludedMessage(code, displayName(expert), cap),
      };
      report.push(entry);
      if (code === "over_cap") overCap.set(expert.id, entry);
      return;
    }
    report.push(roster.length);
    roster.push({ id: expert.id, slug: expert.slug, name: expert.name, brief: rosterBrief(expert) });
    collected.via.push(via);
    collected.refs.push(ref);
    if (cap) collected.caps[roster.length - 1] = cap;
  };

  const unknown = (via: RosterVia, ref: string, code: RosterCode, cap?: Cap) => {
    const key = `${via}:${ref}`;
    if (unknownRefs.has(key)) return;
    unknownRefs.add(key);
    report.push({ ref, via, status: "excluded", code, message: excludedMessage(code, ref, cap) });
  };

  if (policy.mode === "all") {
    for (const expert of sortByNameThenId(input.accessible.filter((e) => e.hasAccess)))
      consider("policy", expert.id, expert);
  } else if (policy.mode === "whitelist") {
    const considered = Math.min(policy.whitelist.length, WHITELIST_CAP);
    policy.whitelist.forEach((ref, index) => {
      const cap: Cap = { position: index + 1, considered, over: index >= WHITELIST_CAP };
      const expert = input.lookupById(ref);
      if (expert) consider("whitelist", ref, expert, cap);
      else unknown("whitelist", ref, cap.over ? "over_cap" : "unknown_expert", cap);
    });
  }

  const mentions = readMentions(input.message);
  for (const { slug, ref } of mentions.mentions) {
    const expert = input.lookupBySlug(slug);
    // A draft or deleted Expert the user cannot access must look exactly like a missing one,
    // so it is reported by its mention alone, even if its id was already considered.
    if (!expert || (expert.id !== currentExpertId && !mayKnowOf(expert))) unknown("mention", ref, "unknown_mention");
    else consider("mention", ref, expert);
  }
  collected.mentionsIgnored = mentions.ignored;
  return collected;
}

/**
 * The report with every kept candidate's entry written: kept, or over_budget where `taken` (by
 * roster position, from the budget) says the budget left it out.
 */
export function writeRosterReport(
  collected: CollectedRoster,
  taken?: { flags: Uint8Array; budget: number },
): RosterReportEntry[] {
  const { roster, via, refs, caps } = collected;
  return collected.report.map((slot): RosterReportEntry => {
    if (typeof slot !== "number") return slot;
    const entry = at(roster, slot);
    const { id, slug } = entry;
    const ref = at(refs, slot);
    const slotVia = at(via, slot);
    if (taken && taken.flags[slot] !== 1) {
      return {
        ref,
        id,
        via: slotVia,
        status: "excluded",
        code: "over_budget",
        message: overBudgetMessage(slug, taken.budget),
      };
    }
    return {
      ref,
      id,
      via: slotVia,
      status: "kept",
      message: keptMessage(slotVia, displayName(entry), ref, caps[slot]),
    };
  });
}

type Cap = { position: number; considered: number; over: boolean };

function excludedMessage(code: RosterCode, name: string, cap?: Cap): string {
  switch (code) {
    case "self":
      return `Excluded: ${name} is the current Expert, and an Expert cannot delegate to itself.`;
    case "over_cap":
      return `Excluded: whitelist entry ${cap?.position} is past the limit of ${WHITELIST_CAP} entries.`;
    case "unknown_expert":
      return `Excluded: whitelist entry ${cap?.position} (${name}) no longer names an Expert.`;
    case "unknown_mention":
      return `Excluded: no Expert matches @${name}.`;
    case "no_access":
      return `Excluded: you don't have access to ${name}.`;
    case "deleted":
      return `Excluded: ${name} has been deleted.`;
    case "not_published":
      return `Excluded: ${name} is not published.`;
    case "not_delegatable":
      return `Excluded: ${name} does not accept delegation from other Experts.`;
    case "over_budget": // set by the budget, which knows the figure: see overBudgetMessage
      return `Excluded: ${name} was left out of the delegate tool to keep it within its token budget.`;
  }
}

/** rules §11: applied after the roster is built (lib/domain/roster-budget.ts), to a candidate otherwise kept. */
export function overBudgetMessage(slug: string, budget: number): string {
  return overBudgetHead(budget) + slug + " to offer it.";
}

// Called for thousands of candidates with one budget, so the sentence up to the slug is kept for the
// last budget: one string fewer per candidate, and toLocaleString (~100x slower) is not needed.
let lastHead = { budget: NaN, text: "" };
function overBudgetHead(budget: number): string {
  if (budget !== lastHead.budget) {
    const figure = String(budget).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    lastHead = {
      budget,
      text: `Excluded: left out of the delegate tool to keep it within ${figure} tokens; mention @`,
    };
  }
  return lastHead.text;
}

function keptMessage(via: RosterVia, name: string, ref: string, cap?: Cap): string {
  if (via === "whitelist") return `Kept: ${name} is whitelisted entry ${cap?.position} of ${cap?.considered}.`;
  if (via === "mention") return `Kept: you mentioned ${name} as @${ref}.`;
  return `Kept: ${name} is one of your Experts and accepts delegation.`;
}

function displayName(expert: Pick<RosterCandidate, "id" | "slug" | "name">): string {
  const name = expert.name.trim();
  return name !== "" ? name : expert.slug || expert.id;
}
