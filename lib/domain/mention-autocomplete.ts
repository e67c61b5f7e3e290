import { at } from "./at-index";
// The `@partial` being typed at the caret, if any: what the autocomplete completes.
const PARTIAL = /(^|[^\p{L}\p{N}._])@([a-zA-Z0-9-]*)$/u;

export function mentionAtCaret(text: string, caret: number): { start: number; partial: string } | null {
  const match = PARTIAL.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: match.index + at(match, 1).length, partial: at(match, 2).toLowerCase() };
}

/** Replaces the `@partial` at the caret with `@slug `, returning the new text and caret. */
export function completeMention(text: string, caret: number, slug: string): { text: string; caret: number } {
  const mention = mentionAtCaret(text, caret);
  if (!mention) return { text, caret };
  const inserted = `@${slug} `;
  return { text: text.slice(0, mention.start) + inserted + text.slice(caret), caret: mention.start + inserted.length };
}
