/**
 * How many listed Experts a search matches, estimated from a sample: the `sampled` most recently
 * listed (keys `fromKey`..`lastKey`), of which `matched` match. The catalogue's size is estimated
 * from its key range, thinned as much as the sample's range is (unlisted Experts leave gaps).
 * When the sample is the whole catalogue the figure is exact.
 */
export type MatchSample = { matched: number; sampled: number; firstKey: number; fromKey: number; lastKey: number };

export function estimateMatches(s: MatchSample): number {
  if (s.sampled <= 0 || s.matched <= 0) return 0;
  if (s.fromKey <= s.firstKey) return s.matched;
  const present = s.sampled / (s.lastKey - s.fromKey + 1);
  const listed = Math.max(s.sampled, Math.round((s.lastKey - s.firstKey + 1) * present));
  return Math.round((s.matched / s.sampled) * listed);
}
