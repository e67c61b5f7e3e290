import { findOverlaps, OVERLAP_THRESHOLD } from "./overlap";
import { rankByRelevance } from "./relevance";
import type { RankedRosterCandidate } from "./roster-budget";

export type RoutedCandidate = {
  /** The roster entry's id, or the subagent's name. */
  key: string;
  name: string;
  /** How the model names it: `@slug` for an Expert, the subagent's name for a subagent. */
  handle: string;
  rank: number;
  score: number;
  matchedTerms: string[];
  /** False for a roster candidate the token budget left out of the delegate list. */
  offered: boolean;
  /** Offered candidates whose brief or description is a near-duplicate of this one's. */
  overlaps: { key: string; name: string; similarity: number }[];
};

export type RoutingPreview = {
  /** The most relevant first, at most `limit` of them. */
  candidates: RoutedCandidate[];
  total: number;
  /** How many share at least one word with the message. */
  matched: number;
  /** Every near-duplicate pair among the offered candidates (also those past `limit`). */
  overlapCount: number;
  threshold: number;
};

export const ROUTING_PREVIEW_LIMIT = 25;

/** rules §11, Settings: the roster for a message, ranked, with near-duplicate briefs flagged. */
export function rosterRoutingPreview(
  ranking: RankedRosterCandidate[],
  offered: { id: string; brief: string }[],
  limit = ROUTING_PREVIEW_LIMIT,
): RoutingPreview {
  const candidates = ranking.map((r) => ({
    key: r.id,
    name: r.name,
    handle: `@${r.slug}`,
    rank: r.rank,
    score: r.score,
    matchedTerms: r.matchedTerms,
    offered: r.offered,
  }));
  return withOverlaps(
    candidates,
    offered.map((e) => ({ key: e.id, text: e.brief })),
    limit,
  );
}

/** rules §11, Studio: an Expert's kept subagents ranked for a sample message by name and description. */
export function subagentRoutingPreview(
  subagents: { name: string; description: string }[],
  message: string,
  limit = ROUTING_PREVIEW_LIMIT,
): RoutingPreview {
  const ranked = rankByRelevance(
    subagents.map((s) => ({ id: s.name, name: s.name, text: s.description })),
    message,
  );
  const candidates = ranked.map((r) => ({
    key: r.id,
    name: r.id,
    handle: r.id,
    rank: r.rank,
    score: r.score,
    matchedTerms: r.matchedTerms,
    offered: true,
  }));
  return withOverlaps(
    candidates,
    subagents.map((s) => ({ key: s.name, text: s.description })),
    limit,
  );
}

function withOverlaps(
  candidates: Omit<RoutedCandidate, "overlaps">[],
  texts: { key: string; text: string }[],
  limit: number,
): RoutingPreview {
  const overlaps = findOverlaps(texts);
  const names = new Map(candidates.map((c) => [c.key, c.name]));
  const beside = new Map<string, RoutedCandidate["overlaps"]>();
  for (const { a, b, similarity } of overlaps) {
    (beside.get(a) ?? beside.set(a, []).get(a)!).push({ key: b, name: names.get(b) ?? b, similarity });
    (beside.get(b) ?? beside.set(b, []).get(b)!).push({ key: a, name: names.get(a) ?? a, similarity });
  }
  return {
    candidates: candidates.slice(0, Math.max(0, limit)).map((c) => ({ ...c, overlaps: beside.get(c.key) ?? [] })),
    total: candidates.length,
    matched: candidates.filter((c) => c.score > 0).length,
    overlapCount: overlaps.length,
    threshold: OVERLAP_THRESHOLD,
  };
}
