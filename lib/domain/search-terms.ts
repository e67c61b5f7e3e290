import { tokenize } from "./text-terms";

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a marketplace search, lower-cased and de-duplicated: letters and digits only, so
 * they can be placed in either engine's full-text syntax without escaping. Each word matches as a
 * prefix and every word must match ("contract rev" finds "Contract Review").
 */
export function searchTerms(query: string): string[] {
  const words = tokenize(query.toLowerCase()).map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** SQLite FTS5 MATCH text: each term quoted, as a prefix, all required. */
export function fts5Match(terms: readonly string[]): string {
  return terms.map((t) => `"${t}"*`).join(" AND ");
}

/** PostgreSQL to_tsquery text: each term as a prefix, all required. */
export function tsQuery(terms: readonly string[]): string {
  return terms.map((t) => `${t}:*`).join(" & ");
}
