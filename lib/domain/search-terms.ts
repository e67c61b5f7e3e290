import { tokenize } from "./text-terms";

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a marketplace search, lower-cased and de-duplicated: letters and digits only, so
 * they can be placed in either engine's full-text syntax without escaping. Every word must match;
 * the last one also as the beginning of a word, as it may be half typed ("contract rev" finds
 * "Contract Reviewer"). Earlier words match whole: a prefix makes both engines read every entry of
 * every word it begins, which for common words costs more than the whole search may.
 */
export function searchTerms(query: string): string[] {
  const words = tokenize(query.toLowerCase()).map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

const isLast = (i: number, terms: readonly unknown[]) => i === terms.length - 1;

/**
 * A search word, or the words it stands for (a corrected word: any of its nearest known words,
 * lib/domain/typo-correction.ts).
 */
export type SearchTerm = string | readonly string[];

const alternatives = (term: SearchTerm): readonly string[] => (typeof term === "string" ? [term] : term);

/** SQLite FTS5 MATCH text: each term quoted, all required, the last one as a prefix; alternatives OR'ed. */
export function fts5Match(terms: readonly SearchTerm[]): string {
  return terms
    .map((term, i) => {
      const words = alternatives(term).map((t) => `"${t}"${isLast(i, terms) ? "*" : ""}`);
      return words.length === 1 ? (words[0] ?? "") : `(${words.join(" OR ")})`;
    })
    .join(" AND ");
}

/** PostgreSQL to_tsquery text: each term required, the last one as a prefix; alternatives OR'ed. */
export function tsQuery(terms: readonly SearchTerm[]): string {
  return terms
    .map((term, i) => {
      const words = alternatives(term).map((t) => `${t}${isLast(i, terms) ? ":*" : ""}`);
      return words.length === 1 ? (words[0] ?? "") : `(${words.join(" | ")})`;
    })
    .join(" & ");
}
