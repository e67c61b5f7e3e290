import MiniSearch from "minisearch";
import { processTerm, tokenize } from "./text-terms";

/** Something a message may point to: a roster entry (name, slug, brief) or a subagent (name, description). */
export type RelevanceDoc = { id: string; name: string; slug?: string; text: string };

export type Relevance = {
  id: string;
  /** 1 is the most relevant; ties and unmatched documents keep their input order. */
  rank: number;
  /** BM25+ summed over the name, slug and text fields; 0 when no term matched. */
  score: number;
  /** The words of the message that matched, as typed (lower-cased), in message order. */
  matchedTerms: string[];
};

const FIELDS = ["name", "slug", "text"];

/**
 * Ranks documents by how well their words match the message (SPEC §11): BM25+ as computed by
 * MiniSearch, with our tokenizer and stemmer on both sides. A lexical hint, not the model's choice.
 */
export function rankByRelevance(docs: RelevanceDoc[], message: string): Relevance[] {
  const list = Array.isArray(docs) ? docs : [];
  return rankPositions(list, message).map(({ index, score, matchedTerms }, i) => ({ id: str(list[index]?.id), rank: i + 1, score, matchedTerms }));
}

/** A document by its position in the input, with its score; most relevant first. */
export type RankedPosition = { index: number; score: number; matchedTerms: string[] };

/** rankByRelevance by input position, for callers that rank thousands of documents they hold in an array. */
export function rankPositions(docs: readonly RelevanceDoc[], message: string): RankedPosition[] {
  const list = Array.isArray(docs) ? docs : [];
  const query = queryWords(message);
  // Nothing to match: every score is 0 and the order is the input order.
  if (query.size === 0 || list.length === 0) return list.map((_, index) => ({ index, score: 0, matchedTerms: [] }));
  const scores = new Map<number, { score: number; matched: string[] }>();
  const index = indexFor(list);
  const results = index.search([...query.values()].join(" "), { combineWith: "OR", prefix: false, fuzzy: false });
  for (const result of results) {
    const matched = new Set(result.queryTerms);
    scores.set(result.id as number, { score: result.score, matched: [...query].filter(([t]) => matched.has(t)).map(([, w]) => w) });
  }
  const ranked = list.map((_, i) => ({ index: i, score: scores.get(i)?.score ?? 0, matchedTerms: scores.get(i)?.matched ?? [] }));
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return ranked;
}

type Indexed = { i: number; name: string; slug: string; text: string };

// Building the index is most of the cost (about 10 ms per 1,000 candidates), and one user's
// candidates rarely change between messages: the last few indexes are kept, keyed by their text.
const CACHE_SIZE = 4;
const cache = new Map<string, MiniSearch<Indexed>>();

function indexFor(list: readonly RelevanceDoc[]): MiniSearch<Indexed> {
  const docs = list.map((doc, i) => ({ i, name: str(doc?.name), slug: str(doc?.slug), text: str(doc?.text) }));
  const key = docs.map((d) => `${d.name}\u0000${d.slug}\u0000${d.text}`).join("\u0001");
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  // Positions, not ids, identify documents: ids may repeat and MiniSearch refuses duplicates.
  const index = new MiniSearch<Indexed>({
    idField: "i",
    fields: FIELDS,
    tokenize: (text) => tokenize(text),
    processTerm: (term) => processTerm(term),
  });
  index.addAll(docs);
  cache.set(key, index);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return index;
}

/** Whether the message has any word to rank by; without one every score is 0 and the order is the input order. */
export function hasQueryTerms(message: string): boolean {
  return queryWords(message).size > 0;
}

/** Each processed term of the message once, mapped to the first word that produced it. */
function queryWords(message: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of tokenize(typeof message === "string" ? message : "")) {
    const term = processTerm(word);
    if (term && !words.has(term)) words.set(term, word.toLowerCase());
  }
  return words;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}
