import { at } from "./at-index";
import { terms } from "./text-terms";

/**
 * Two descriptions (or briefs) are near-duplicates when the cosine similarity of their term-frequency
 * vectors reaches this. Terms are the words of lib/domain/text-terms.ts: lower-cased, Porter-stemmed,
 * stopwords left out, so "Reviews contracts" and "review the contract" are the same text. At 0.7 a
 * reworded copy is caught while two descriptions that share a domain word or two are not (see the
 * table in overlap.test.ts).
 */
export const OVERLAP_THRESHOLD = 0.7;

export type OverlapItem = { key: string; text: string };
export type Overlap = { a: string; b: string; similarity: number };

/** Cosine similarity of the two texts' term-frequency vectors: 1 for the same words, 0 for none shared or an empty text. */
export function textSimilarity(a: string, b: string): number {
  return cosine(frequencies(a), frequencies(b));
}

/** Every pair of items at or above the threshold, in item order; empty texts overlap nothing. */
export function findOverlaps(items: OverlapItem[], threshold = OVERLAP_THRESHOLD): Overlap[] {
  const vectors = (Array.isArray(items) ? items : []).map((item) => ({ key: item.key, tf: frequencies(item.text) }));
  const overlaps: Overlap[] = [];
  for (const [i, left] of vectors.entries()) {
    for (let j = i + 1; j < vectors.length; j++) {
      const right = at(vectors, j);
      const similarity = cosine(left.tf, right.tf);
      if (similarity >= threshold) overlaps.push({ a: left.key, b: right.key, similarity });
    }
  }
  return overlaps;
}

type Vector = { counts: Map<string, number>; norm: number };

function frequencies(text: unknown): Vector {
  const counts = new Map<string, number>();
  for (const term of terms(typeof text === "string" ? text : "")) counts.set(term, (counts.get(term) ?? 0) + 1);
  let sum = 0;
  for (const n of counts.values()) sum += n * n;
  return { counts, norm: Math.sqrt(sum) };
}

function cosine(a: Vector, b: Vector): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.counts.size <= b.counts.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, n] of small.counts) dot += n * (large.counts.get(term) ?? 0);
  // Rounded so that identical texts give exactly 1 despite floating-point error.
  return Math.round((dot / (a.norm * b.norm)) * 1e6) / 1e6;
}
