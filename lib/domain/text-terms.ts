import { stemmer } from "stemmer";

// Words so common in briefs and messages that matching them says nothing about where a task belongs.
const STOPWORDS = new Set(
  (
    "a an and are as at be but by can do does for from has have i if in into is it its me my of on or our " +
    "please so that the their them then there these this to was we what when which who will with you your"
  ).split(" "),
);

/** Splits on every run of characters that is not a letter or digit: `contract-review` is two words. */
export function tokenize(text: string): string[] {
  if (typeof text !== "string" || text === "") return [];
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}

/**
 * One word as the index and the query see it: lower-cased and reduced to its Porter stem, so that
 * "Contract", "contracts" and the `contract` of `contract-review` are one term. Stopwords are dropped.
 */
export function processTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOPWORDS.has(lower)) return null;
  return stemmer(lower);
}

/** The processed terms of a text, in order, repeats kept (term frequencies are counted from them). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term) out.push(term);
  }
  return out;
}
