import { at } from "./at-index";
import { parseMentions } from "./mentions";
import { hasQueryTerms, rankPositions, type Relevance } from "./relevance";
import { rosterItemBytes } from "./render-injection";
import { collectRoster, writeRosterReport, type RosterEntry, type RosterInput, type RosterResult } from "./roster";

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
 * rules §11: the roster's rules (buildRoster), then the delegate list held to at most `budget` tokens
 * of entries. Mentioned Experts always stay (message order, counted first); then candidates in
 * relevance order, each taken if it still fits (a long brief that does not fit does not stop shorter
 * ones after it). The rest become `over_budget`. The roster keeps roster order. Tokens are
 * ceil(UTF-8 bytes / 4) of the entry lines joined by newlines, exactly as renderInjection writes
 * them. Each kept candidate's report entry is written once, kept or over_budget (thousands under "all").
 */
export function buildBudgetedRoster(input: RosterInput, budget: number): BudgetedRoster {
  const collected = collectRoster(input);
  const { taken, budget: figures, ranking } = fitRoster(collected.roster, input.message, budget);
  return {
    roster: taken ? collected.roster.filter((_, i) => taken[i] === 1) : collected.roster,
    report: writeRosterReport(collected, taken ? { flags: taken, budget: figures.budget } : undefined),
    mentionsIgnored: collected.mentionsIgnored,
    budget: figures,
    ranking,
  };
}

// One frozen empty list for every candidate ranked without a message (thousands); readers only read it.
const NO_TERMS = Object.freeze([]) as readonly string[] as string[];

/** Which entries the budget takes (null: all of them fit), with its figures and the ranking. */
type Fit = { taken: Uint8Array | null; budget: RosterBudget; ranking: RankedRosterCandidate[] };

function fitRoster(entries: RosterEntry[], message: string, budget: number): Fit {
  const limit = Number.isInteger(budget) && budget > 0 ? budget : DEFAULT_ROSTER_TOKEN_BUDGET;
  const count = entries.length;
  // Under policy "all" this runs for thousands of candidates on every injection: typed arrays and
  // positions rather than per-candidate objects, maps and sets.
  // Without a word to rank by, relevance order is roster order: no documents or ranking objects are made.
  const relevance = hasQueryTerms(message)
    ? rankPositions(
        entries.map((e) => ({ id: e.id, name: e.name, slug: e.slug, text: e.brief })),
        message,
      )
    : null;
  const bytes = new Float64Array(count);
  let allBytes = Math.max(0, count - 1);
  for (const [i, entry] of entries.entries()) allBytes += bytes[i] = rosterItemBytes(entry);
  const candidateTokens = Math.ceil(allBytes / 4);
  const decision = (offered: number, tokens: number): RosterBudget => ({
    budget: limit,
    tokens,
    candidateTokens,
    candidates: count,
    offered,
    leftOut: count - offered,
  });
  const ranked = (offered: (i: number) => boolean): RankedRosterCandidate[] =>
    relevance
      ? relevance.map((r, rank) => {
          const e = at(entries, r.index);
          return {
            id: e.id,
            rank: rank + 1,
            score: r.score,
            matchedTerms: r.matchedTerms,
            slug: e.slug,
            name: e.name,
            offered: offered(r.index),
          };
        })
      : entries.map((e, i) => ({
          id: e.id,
          rank: i + 1,
          score: 0,
          matchedTerms: NO_TERMS,
          slug: e.slug,
          name: e.name,
          offered: offered(i),
        }));
  if (candidateTokens <= limit)
    return { taken: null, budget: decision(count, candidateTokens), ranking: ranked(() => true) };

  const mentioned = parseMentions(message)
    .map((m) => entries.findIndex((e) => e.slug.toLowerCase() === m.slug))
    .filter((i) => i >= 0);
  const isMentioned = new Uint8Array(count);
  for (const i of mentioned) isMentioned[i] = 1;
  const taken = new Uint8Array(count);
  let takenCount = 0;
  let used = 0;
  const take = (i: number, always: boolean) => {
    const cost = at(bytes, i) + (takenCount > 0 ? 1 : 0);
    if (!always && Math.ceil((used + cost) / 4) > limit) return;
    taken[i] = 1;
    takenCount++;
    used += cost;
  };
  // Mentions first (message order), then the rest by relevance.
  for (const i of mentioned) if (!taken[i]) take(i, true);
  if (relevance) {
    for (const { index } of relevance) if (!isMentioned[index]) take(index, false);
  } else {
    for (let i = 0; i < count; i++) if (!isMentioned[i]) take(i, false);
  }
  return { taken, budget: decision(takenCount, Math.ceil(used / 4)), ranking: ranked((i) => taken[i] === 1) };
}
