import { at } from "./at-index";
// The whitelist picker's rules, without zod: the settings page's browser code imports this file,
// the save action's schema (delegation-policy.ts) enforces the same limit and messages.

/** The harness considers only this many whitelist entries, in order. */
export const WHITELIST_CAP = 10;

export const WHITELIST_LIMIT_MESSAGE =
  `A whitelist holds at most ${WHITELIST_CAP} Experts: the harness only considers the first ${WHITELIST_CAP} entries, ` +
  `so an entry past the ${WHITELIST_CAP}th would never be offered to a model. Remove one before adding another.`;

/** A stored list may be longer (kept for All/None, or from before the limit); this bounds a request. */
export const WHITELIST_STORED_MAX = 100;

export const WHITELIST_STORED_MAX_MESSAGE = `A whitelist can be stored with at most ${WHITELIST_STORED_MAX} entries.`;

/** Why a Whitelist policy with `count` entries is refused: said once, with what to do. */
export function whitelistOverCapMessage(count: number): string {
  const extra = count - WHITELIST_CAP;
  return (
    `The Whitelist policy uses at most ${WHITELIST_CAP} Experts and yours lists ${count}: ` +
    `remove ${extra} (marked "Over the limit of ${WHITELIST_CAP}, not used"), or choose All or None, which do not use the whitelist.`
  );
}

/** Whether the entry at `index` is past the limit, so the harness never reads it. */
export function isOverCap(index: number): boolean {
  return index >= WHITELIST_CAP;
}

export const DUPLICATE_ENTRY_MESSAGE = "Each Expert can appear only once in the whitelist.";

export type AddEntryResult = { ok: true; whitelist: string[] } | { ok: false; message: string };

/** The picker's rule for one more entry: the same limit and uniqueness the save action enforces. */
export function addWhitelistEntry(whitelist: readonly string[], id: string): AddEntryResult {
  if (whitelist.includes(id)) return { ok: false, message: DUPLICATE_ENTRY_MESSAGE };
  if (whitelist.length >= WHITELIST_CAP) return { ok: false, message: WHITELIST_LIMIT_MESSAGE };
  return { ok: true, whitelist: [...whitelist, id] };
}

/** Moves the entry at `index` by `offset` (-1 up, +1 down); out-of-range moves change nothing. */
export function moveWhitelistEntry(whitelist: readonly string[], index: number, offset: -1 | 1): string[] {
  const target = index + offset;
  if (index < 0 || index >= whitelist.length || target < 0 || target >= whitelist.length) return [...whitelist];
  const next = [...whitelist];
  [next[index], next[target]] = [at(next, target), at(next, index)];
  return next;
}
