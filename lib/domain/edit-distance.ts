import { at } from "./at-index";

/**
 * A word as a distance counts it: a string by its UTF-16 units (tool names are ASCII), an array by its
 * items (`Array.from(word)` for code points, so an accented letter or a CJK character counts once).
 */
export type Units = string | readonly string[];

/**
 * Optimal string alignment distance (the restricted Damerau–Levenshtein distance): insertions,
 * deletions, substitutions and swaps of two neighbours cost 1. With `max`, only a band of width
 * 2·max+1 around the diagonal is computed (no cheaper path can leave it) and any distance past `max`
 * is returned as `max + 1`, as soon as it is known.
 */
export function osaDistance(left: Units, right: Units, max = Infinity): number {
  // Words share long prefixes (`mcp__github__…`); trimming equal ends keeps the matrix small.
  // One equal unit stays on each side so that a transposition across the cut is still seen.
  let start = 0;
  let endL = left.length;
  let endR = right.length;
  while (start < endL && start < endR && left[start] === right[start]) start++;
  while (endL > start && endR > start && left[endL - 1] === right[endR - 1]) {
    endL--;
    endR--;
  }
  const a = left.slice(Math.max(0, start - 1), Math.min(left.length, endL + 1));
  const b = right.slice(Math.max(0, start - 1), Math.min(right.length, endR + 1));
  if (Math.abs(a.length - b.length) > max) return max + 1;

  const m = b.length;
  const band = Number.isFinite(max) ? max : Math.max(a.length, m);
  const outside = band + 1;
  let before: number[] = new Array<number>(m + 1).fill(outside);
  let previous: number[] = new Array<number>(m + 1).fill(outside);
  let current: number[] = new Array<number>(m + 1).fill(outside);
  for (let j = 0; j <= Math.min(m, band); j++) previous[j] = j;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    const low = Math.max(1, i - band);
    const high = Math.min(m, i + band);
    current[low - 1] = low === 1 && i <= band ? i : outside;
    if (high < m) current[high + 1] = outside;
    let rowMin = at(current, low - 1);
    const ai = a[i - 1];
    for (let j = low; j <= high; j++) {
      const bj = b[j - 1];
      let cell = at(previous, j - 1) + (ai === bj ? 0 : 1);
      cell = Math.min(cell, at(previous, j) + 1, at(current, j - 1) + 1);
      if (j > 1 && i > 1 && ai === b[j - 2] && a[i - 2] === bj) {
        cell = Math.min(cell, at(before, j - 2) + 1);
      }
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    // A cell only draws on the two rows above it, so two rows past the band mean no way back.
    if (rowMin > band && previousMin > band) return Math.min(outside, max + 1);
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(at(previous, m), max + 1);
}
