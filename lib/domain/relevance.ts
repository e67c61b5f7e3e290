import { at } from "./at-index";
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
 * Ranks documents by how well their words match the message (rules §11): BM25+ as computed by
 * MiniSearch, with our tokenizer and stemmer on both sides. A lexical hint, not the model's choice.
 */
export function rankByRelevance(docs: RelevanceDoc[], message: string): Relevance[] {
  const list = Array.isArray(docs) ? docs : [];
  return rankPositions(list, message).map(({ index, score, matchedTerms }, i) => ({
    id: str(list[index]?.id),
    rank: i + 1,
    score,
    matchedTerms,
  }));
}

/** A document by its position in the input, with its score; most relevant first. */
export type RankedPosition = { index: number; score: number; matchedTerms: string[] };

/** rankByRelevance by input position, for callers that rank thousands of documents they hold in an array. */
export function rankPositions(docs: readonly RelevanceDoc[], message: string): RankedPosition[] {
  const list = Array.isArray(docs) ? docs : [];
  const query = queryWords(message);
  // Nothing to match: every score is 0 and the order is the input order.
  if (query.size === 0 || list.length === 0) return list.map((_, index) => ({ index, score: 0, matchedTerms: [] }));
  const index = indexFor(list);
  const count = list.length;
  const score = new Float64Array(count);
  // Which of the message's distinct terms each document matched, as bits (a message has at most 32 counted).
  const matchedBits = new Uint32Array(count);
  const words = [...query.entries()].slice(0, 32);
  // The terms as BM25+ in MiniSearch scores them (its OR query of these words, no prefix, no fuzzy):
  // per term the fields in order, then the terms in order, then × the number of distinct terms matched.
  const termScore = new Float64Array(count);
  words.forEach(([term], bit) => {
    const postings = index.terms.get(term);
    if (!postings) return;
    termScore.fill(0);
    const touched: number[] = [];
    for (let field = 0; field < FIELDS.length; field++) {
      const posting = postings[field];
      if (!posting) continue;
      const idf = Math.log(1 + (count - posting.docs.length + 0.5) / (posting.docs.length + 0.5));
      const average = at(index.averageLength, field);
      const lengths = at(index.lengths, field);
      for (let p = 0; p < posting.docs.length; p++) {
        // Checked inline rather than through at(): this loop is most of a message's cost, and at() reads
        // every kind of array in one place, which V8 cannot specialise (a third slower when measured).
        const doc = posting.docs[p];
        const frequency = posting.frequencies[p];
        if (doc === undefined || frequency === undefined) throw new RangeError("A posting lost its frequencies");
        const length = lengths[doc];
        const before = termScore[doc];
        const bits = matchedBits[doc];
        if (length === undefined || before === undefined || bits === undefined)
          throw new RangeError(`A posting names document ${doc} of ${count}`);
        if (before === 0 && (bits & (1 << bit)) === 0) touched.push(doc);
        termScore[doc] =
          before +
          idf *
            (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average)));
        matchedBits[doc] = bits | (1 << bit);
      }
    }
    for (const doc of touched) score[doc] = at(score, doc) + at(termScore, doc);
  });
  const terms = words.map(([, word]) => word);
  const ranked = new Array<RankedPosition>(count);
  for (let i = 0; i < count; i++) {
    const bits = at(matchedBits, i);
    if (bits === 0) {
      ranked[i] = { index: i, score: 0, matchedTerms: [] };
      continue;
    }
    const matchedTerms: string[] = [];
    for (let bit = 0; bit < terms.length; bit++) if (bits & (1 << bit)) matchedTerms.push(at(terms, bit));
    ranked[i] = { index: i, score: at(score, i) * matchedTerms.length, matchedTerms };
  }
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  return ranked;
}

// MiniSearch's BM25+ parameters (its defaults, which this ranking has always used).
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** For one term and one field: the documents (by position) that contain it, and how often. */
type Posting = { docs: number[]; frequencies: number[] };
/**
 * An inverted index of the documents in flat arrays: per term, per field (name, slug, text) its
 * postings; per field, every document's length (distinct words, as MiniSearch counts) and their mean.
 * Scoring thousands of candidates is then a few loops over numbers, where MiniSearch made an object,
 * a match map and term lists for every matching document (rules §11, P9: most of a message's cost).
 */
type Index = { terms: Map<string, (Posting | undefined)[]>; lengths: Uint16Array[]; averageLength: number[] };

// Building the index is most of the remaining cost, and one user's candidates rarely change between
// messages: the last few indexes are kept, keyed by their text.
const CACHE_SIZE = 4;
const cache = new Map<string, Index>();

function indexFor(list: readonly RelevanceDoc[]): Index {
  const fields = list.map((doc) => [str(doc?.name), str(doc?.slug), str(doc?.text)]);
  const key = fields.map((f) => f.join("\u0000")).join("\u0001");
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const index: Index = {
    terms: new Map(),
    lengths: FIELDS.map(() => new Uint16Array(list.length)),
    averageLength: FIELDS.map(() => 0),
  };
  fields.forEach((values, doc) => {
    for (const [field, value] of values.entries()) {
      const tokens = tokenize(value);
      const length = new Set(tokens).size;
      at(index.lengths, field)[doc] = Math.min(length, 0xffff);
      // The running mean, computed as MiniSearch does, so that scores are equal to the last bit.
      index.averageLength[field] = (at(index.averageLength, field) * doc + length) / (doc + 1);
      for (const token of tokens) {
        const term = processTerm(token);
        if (!term) continue;
        let postings = index.terms.get(term);
        if (!postings) index.terms.set(term, (postings = []));
        const posting = (postings[field] ??= { docs: [], frequencies: [] });
        const last = posting.docs.length - 1;
        if (last >= 0 && posting.docs[last] === doc) posting.frequencies[last] = at(posting.frequencies, last) + 1;
        else {
          posting.docs.push(doc);
          posting.frequencies.push(1);
        }
      }
    }
  });
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
