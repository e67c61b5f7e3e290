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

const isLast = (i: number, terms: readonly string[]) => i === terms.length - 1;

/** SQLite FTS5 MATCH text: each term quoted, all required, the last one as a prefix. */
export function fts5Match(terms: readonly string[]): string {
  return terms.map((t, i) => `"${t}"${isLast(i, terms) ? "*" : ""}`).join(" AND ");
}

/** PostgreSQL to_tsquery text: each term required, the last one as a prefix. */
export function tsQuery(terms: readonly string[]): string {
  return terms.map((t, i) => `${t}${isLast(i, terms) ? ":*" : ""}`).join(" & ");
}
