import { parseMentions } from "./mentions";
import { rankByRelevance, type Relevance } from "./relevance";
import { rosterItem, utf8Length } from "./render-injection";
import { overBudgetMessage, type RosterEntry, type RosterReportEntry, type RosterResult } from "./roster";

export const DEFAULT_ROSTER_TOKEN_BUDGET = 4_000;

export type RosterBudget = {
  budget: number;
  /** Tokens of the offered entries' lines, as the injection's estimator counts them. */
  tokens: number;
  /** Tokens the lines of every candidate would have taken. */
  candidateTokens: number;
  candidates: number;
  offered: number;
  leftOut: number;
};

/** A candidate the roster's rules kept, with its relevance and whether the budget let it in. */
export type RankedRosterCandidate = Relevance & { slug: string; name: string; offered: boolean };

export type BudgetedRoster = RosterResult & {
  budget: RosterBudget;
  /** Every candidate the roster's rules kept, by relevance to the message (roster order without one). */
  ranking: RankedRosterCandidate[];
};

/**
 * SPEC §11: the delegate list holds at most `budget` tokens of entries. Mentioned Experts always
 * stay (message order, counted first); then candidates in relevance order, each taken if it still
 * fits (a long brief that does not fit does not stop shorter ones after it). The rest become
 * `over_budget`. The roster keeps roster order. Tokens are ceil(UTF-8 bytes / 4) of the entry lines
 * joined by newlines, exactly as renderInjection writes them.
 */
export function applyRosterBudget(result: RosterResult, message: string, budget: number): BudgetedRoster {
  const limit = Number.isInteger(budget) && budget > 0 ? budget : DEFAULT_ROSTER_TOKEN_BUDGET;
  const entries = result.roster;
  const relevance = rankByRelevance(entries.map((e) => ({ id: e.id, name: e.name, slug: e.slug, text: e.brief })), message);
  const bytes = entries.map((e) => utf8Length(rosterItem(e)));
  const allBytes = bytes.reduce((sum, b) => sum + b, 0) + Math.max(0, entries.length - 1);
  const candidateTokens = Math.ceil(allBytes / 4);
  const decision = (offered: number, tokens: number): RosterBudget => ({
    budget: limit, tokens, candidateTokens, candidates: entries.length, offered, leftOut: entries.length - offered,
  });
  const position = new Map(entries.map((e, i) => [e.id, i]));
  const ranked = (offered: (i: number) => boolean): RankedRosterCandidate[] =>
    relevance.map((r) => {
      const i = position.get(r.id) as number;
      // Literal objects, not spreads: under policy "all" this runs for thousands of candidates.
      return { id: r.id, rank: r.rank, score: r.score, matchedTerms: r.matchedTerms, slug: entries[i].slug, name: entries[i].name, offered: offered(i) };
    });
  if (candidateTokens <= limit) return { ...result, budget: decision(entries.length, candidateTokens), ranking: ranked(() => true) };

  const mentioned = parseMentions(message)
    .map((m) => entries.findIndex((e) => e.slug.toLowerCase() === m.slug))
    .filter((i) => i >= 0);
  const order = [...new Set([...mentioned, ...relevance.map((r) => position.get(r.id) as number)])];
  const mentionedSet = new Set(mentioned);
  const taken = new Set<number>();
  let used = 0;
  for (const i of order) {
    const cost = bytes[i] + (taken.size > 0 ? 1 : 0);
    if (!mentionedSet.has(i) && Math.ceil((used + cost) / 4) > limit) continue;
    taken.add(i);
    used += cost;
  }
  const roster: RosterEntry[] = entries.filter((_, i) => taken.has(i));
  const leftOut = new Map(entries.filter((_, i) => !taken.has(i)).map((e) => [e.id, e.slug]));
  const report = result.report.map((r): RosterReportEntry => {
    const slug = r.status === "kept" && r.id !== undefined ? leftOut.get(r.id) : undefined;
    if (slug === undefined) return r;
    return { ref: r.ref, id: r.id, via: r.via, status: "excluded", code: "over_budget", message: overBudgetMessage(slug, limit) };
  });
  return { ...result, roster, report, budget: decision(roster.length, Math.ceil(used / 4)), ranking: ranked((i) => taken.has(i)) };
}
