import { at } from "./at-index";
export type Mention = { slug: string; ref: string };

// Spelled out rather than `/i`: with Unicode case folding `[a-z]` would also match `ſ` and `K`.
const MENTION = /@([a-zA-Z0-9][a-zA-Z0-9-]*)/g;
// `.` and `_` before `@` mark an address or identifier (`bob@acc.test`, `a_b@x`), not a mention.
const BLOCKS_BEFORE = /[\p{L}\p{N}\p{M}._]/u;
// A slug running straight into a non-ASCII letter or `_` (`@josé`, `@tax_helper`) is part of a
// longer word: mentioning its ASCII prefix would reach an Expert the user never named.
const BLOCKS_AFTER = /[\p{L}\p{N}\p{M}_]/u;

/** rules §6.1: only the first 50 distinct mentions of a message are considered. */
export const MENTION_LIMIT = 50;

/**
 * The @-mentions of a message (rules §3), in message order, each slug once (first occurrence
 * wins), at most MENTION_LIMIT of them. `ref` is the slug as typed, `slug` its lower-case form.
 */
export function parseMentions(message: string): Mention[] {
  return readMentions(message).mentions;
}

/** The considered mentions and how many further distinct ones were ignored past the limit. */
export function readMentions(message: string): { mentions: Mention[]; ignored: number } {
  if (typeof message !== "string" || message === "") return { mentions: [], ignored: 0 };
  const mentions: Mention[] = [];
  const seen = new Set<string>();
  for (const match of message.matchAll(MENTION)) {
    const start = match.index ?? 0;
    const ref = at(match, 1);
    const before = start > 0 ? charBefore(message, start) : "";
    const after = charAt(message, start + 1 + ref.length);
    if (before !== "" && BLOCKS_BEFORE.test(before)) continue;
    if (after !== "" && BLOCKS_AFTER.test(after)) continue;
    const slug = ref.toLowerCase();
    if (seen.has(slug)) continue;
    seen.add(slug);
    if (mentions.length < MENTION_LIMIT) mentions.push({ slug, ref });
  }
  return { mentions, ignored: seen.size - mentions.length };
}

// Whole code points, so a letter outside the BMP (e.g. 𝒜) is recognised as a letter.
function charBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (index >= 2 && low >= 0xdc00 && low <= 0xdfff) return text.slice(index - 2, index);
  return text.charAt(index - 1);
}

function charAt(text: string, index: number): string {
  const point = text.codePointAt(index);
  return point === undefined ? "" : String.fromCodePoint(point);
}
