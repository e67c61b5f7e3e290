import { at } from "../at-index";

/**
 * Glob matching for tool entries (rules §2.2, §6.1): `*` matches any run of characters, the
 * empty run included; every other character is literal; case-sensitive.
 *
 * Runs in O(pattern + name) whatever the pattern. A regular expression backtracks
 * exponentially on `**********x`, and one stored spec could then stall the whole server.
 * With `*` as the only wildcard, matching the literal pieces between stars leftmost-first is
 * exact: an earlier placement of a piece only leaves more room for the pieces after it. Each
 * piece is found with Knuth–Morris–Pratt, and every search starts where the last one ended.
 */
export function globMatches(glob: string, name: string): boolean {
  return compileGlob(glob)(name);
}

/**
 * The glob split into its pieces, and each piece's KMP table, once: matching a glob against a
 * whole surface then costs only the scans (a preview of thousands of distinct globs spent most of
 * its time splitting each glob again for every tool name).
 */
function compileGlob(glob: string): (name: string) => boolean {
  const firstStar = glob.indexOf("*");
  if (firstStar === -1) return (name) => glob === name;
  const lastStar = glob.lastIndexOf("*");
  const first = glob.slice(0, firstStar);
  const last = glob.slice(lastStar + 1);
  const middle = glob
    .slice(firstStar + 1, lastStar)
    .split("*")
    .filter((piece) => piece !== "")
    .map((piece) => ({ piece, border: borders(piece) }));
  return (name) => {
    if (first.length + last.length > name.length) return false;
    if (!name.startsWith(first) || !name.endsWith(last)) return false;
    const end = name.length - last.length;
    let from = first.length;
    for (const { piece, border } of middle) {
      const found = findFrom(name, piece, border, from, end);
      if (found < 0) return false;
      from = found + piece.length;
    }
    return true;
  };
}

/** The surface names a glob matches, in surface order. */
export function matchGlob(glob: string, surface: readonly string[]): string[] {
  const matches = compileGlob(glob);
  return surface.filter((name) => matches(name));
}

/** First index ≥ from where `piece` lies wholly inside `text[from, end)`, or -1 (KMP). */
function findFrom(text: string, piece: string, border: readonly number[], from: number, end: number): number {
  let matched = 0;
  for (let i = from; i < end; i++) {
    const char = text.charCodeAt(i);
    while (matched > 0 && piece.charCodeAt(matched) !== char) matched = at(border, matched - 1);
    if (piece.charCodeAt(matched) === char) matched++;
    if (matched === piece.length) return i - piece.length + 1;
  }
  return -1;
}

/** border[i]: length of the longest proper prefix of piece[0..i] that is also its suffix. */
function borders(piece: string): number[] {
  const border = new Array<number>(piece.length).fill(0);
  let length = 0;
  for (let i = 1; i < piece.length; i++) {
    while (length > 0 && piece.charCodeAt(i) !== piece.charCodeAt(length)) length = at(border, length - 1);
    if (piece.charCodeAt(i) === piece.charCodeAt(length)) length++;
    border[i] = length;
  }
  return border;
}
