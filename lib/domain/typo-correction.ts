/**
 * Typo tolerance for marketplace search: a search word that matches nothing is corrected to the
 * nearest words the catalogue holds, the way a search engine says "Showing results for …".
 *
 * Bounds (Meilisearch's and Lucene's choices): words under 5 letters and words with digits are never
 * corrected (too many short words lie one edit apart; a number is not misspelt, it is another
 * number); 5–7 letters allow one edit, 8 or more two. The first letter must be right (Lucene's
 * DirectSpellChecker default): misspellings there are rare, and it keeps the candidates few.
 */

import { osaDistance } from "./edit-distance";

export const MIN_CORRECTED_LENGTH = 5;
const TWO_EDITS_FROM = 8;
/** How many nearest words one search word may stand for (all equally near, most common first). */
export const MAX_CORRECTIONS = 3;

/** A word of the search index and how many listed Experts hold it. */
export type KnownTerm = { term: string; docs: number };

/** The letters of a word (code points, so an accented letter or a CJK character counts once). */
const letters = (word: string): string[] => Array.from(word);

/** How many edits a search word may be away from a known word: 0 (never corrected), 1 or 2. */
export function typoBudget(word: string): number {
  if (/\p{N}/u.test(word)) return 0;
  const length = letters(word).length;
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length >= TWO_EDITS_FROM ? 2 : 1;
}

/**
 * The optimal-string-alignment distance in letters (insert, delete, substitute, swap two neighbours),
 * or `max + 1` as soon as the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  return osaDistance(letters(a), letters(b), max);
}

/** The first letter of a word, which a correction keeps (the index is read by it). */
export const firstLetter = (word: string): string => letters(word)[0] ?? "";

/** The lengths (in letters) a correction of `word` may have, or null if the word is never corrected. */
export function correctionLengths(word: string): { min: number; max: number } | null {
  const budget = typoBudget(word);
  if (budget === 0) return null;
  const length = letters(word).length;
  return { min: length - budget, max: length + budget };
}

/**
 * The known words nearest to `word` within its budget: all at the smallest distance found, most
 * common first, at most MAX_CORRECTIONS. Empty when none is near enough (or the word is never
 * corrected). `word` itself is never among them.
 */
export function nearestTerms(word: string, known: readonly KnownTerm[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  const head = firstLetter(word);
  let best = budget + 1;
  let found: KnownTerm[] = [];
  for (const candidate of known) {
    if (candidate.term === word || firstLetter(candidate.term) !== head || /\p{N}/u.test(candidate.term)) continue;
    const d = editDistance(word, candidate.term, Math.min(best, budget));
    if (d > budget || d > best) continue;
    if (d < best) {
      best = d;
      found = [];
    }
    found.push(candidate);
  }
  return found
    .sort((a, b) => b.docs - a.docs || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_CORRECTIONS)
    .map((k) => k.term);
}

/**
 * A search's words with their corrections: `alternatives` of a word are what it is searched as (the
 * word itself when it is known or cannot be corrected). `shownAs` is the query the page names in
 * "Showing results for …", or null when no word was corrected.
 */
export type CorrectedTerms = { alternatives: string[][]; shownAs: string | null };

export function correctTerms(terms: readonly string[], corrections: ReadonlyMap<string, string[]>): CorrectedTerms {
  let corrected = false;
  const alternatives = terms.map((term) => {
    const near = corrections.get(term);
    if (!near || near.length === 0) return [term];
    corrected = true;
    return near;
  });
  return { alternatives, shownAs: corrected ? alternatives.map((a) => a[0] ?? "").join(" ") : null };
}
