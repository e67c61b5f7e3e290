import { rankByRelevance } from "../relevance";
import { NONE_KEY, type TargetKey } from "./cases";

/**
 * rules §16's lexical judge: the §11 ranking (BM25 over a subagent's name and description, a roster
 * entry's name, slug and brief), and the top candidate of either list when its score reaches
 * LEXICAL_FLOOR; otherwise none. A tie between a subagent and a roster entry goes to the subagent
 * (work the Expert can do itself comes before handing it to another Expert).
 */
export const LEXICAL_FLOOR = 1;
/** How many of the best candidates a result keeps with their scores. */
export const SCORES_KEPT = 3;

export type JudgeCandidates = {
  /** The version's kept subagents (the injection's `subagents`). */
  subagents: readonly { name: string; description: string }[];
  /** The roster entries the delegate tool offers for this message. */
  roster: readonly { id: string; slug: string; name: string; brief: string }[];
};

export type ScoredTarget = { target: TargetKey; score: number; matchedTerms: string[] };
export type Judgement = { chosen: TargetKey; scores: ScoredTarget[] };

export function judgeLexically(candidates: JudgeCandidates, message: string, floor = LEXICAL_FLOOR): Judgement {
  const subagents = rankByRelevance(
    candidates.subagents.map((s) => ({ id: s.name, name: s.name, text: s.description })),
    message,
  );
  const bySlug = new Map(candidates.roster.map((r) => [r.id, r.slug]));
  const roster = rankByRelevance(
    candidates.roster.map((r) => ({ id: r.id, name: r.name, slug: r.slug, text: r.brief })),
    message,
  );
  const scored: ScoredTarget[] = [
    ...subagents.map((r) => ({ target: `subagent:${r.id}`, score: r.score, matchedTerms: r.matchedTerms })),
    ...roster.map((r) => ({
      target: `delegate:${(bySlug.get(r.id) ?? r.id).toLowerCase()}`,
      score: r.score,
      matchedTerms: r.matchedTerms,
    })),
  ].filter((s) => s.score > 0);
  // A stable sort keeps subagents ahead of roster entries on equal scores.
  scored.sort((a, b) => b.score - a.score);
  const top = scored[0];
  return { chosen: top && top.score >= floor ? top.target : NONE_KEY, scores: scored.slice(0, SCORES_KEPT).map(round) };
}

const round = (s: ScoredTarget): ScoredTarget => ({ ...s, score: Math.round(s.score * 1000) / 1000 });
