import { at } from "./at-index";
import type { RoutedCandidate, RoutingPreview } from "./routing-preview";

/** Candidates whose texts are near-duplicates, joined through any chain of near-duplicate pairs. */
export type OverlapGroup = { names: string[]; pairs: { a: string; b: string; similarity: number }[]; highest: number };

/** How many near-duplicates a candidate's own line names before it says "and N more". */
export const NAMED_BESIDE = 2;

/** The near-duplicate pairs the preview shows, gathered into groups, the largest first. */
export function overlapGroups(preview: RoutingPreview): OverlapGroup[] {
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    const p = parent.get(k) ?? k;
    if (p === k) return k;
    const root = find(p);
    parent.set(k, root);
    return root;
  };
  const names = new Map<string, string>();
  const pairs = new Map<string, { keyA: string; keyB: string; similarity: number }>();
  for (const c of preview.candidates) {
    names.set(c.key, c.name);
    for (const o of c.overlaps) {
      names.set(o.key, o.name);
      parent.set(find(c.key), find(o.key));
      const [keyA, keyB] = c.key <= o.key ? [c.key, o.key] : [o.key, c.key];
      pairs.set(`${keyA}\n${keyB}`, { keyA, keyB, similarity: o.similarity });
    }
  }
  const groups = new Map<string, OverlapGroup>();
  for (const { keyA, keyB, similarity } of pairs.values()) {
    const root = find(keyA);
    const group = groups.get(root) ?? groups.set(root, { names: [], pairs: [], highest: 0 }).get(root)!;
    const [a, b] = [names.get(keyA) ?? keyA, names.get(keyB) ?? keyB];
    group.names.push(a, b);
    group.pairs.push({ a, b, similarity });
    group.highest = Math.max(group.highest, similarity);
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      names: [...new Set(g.names)].sort(),
      pairs: g.pairs.sort((p, q) => q.similarity - p.similarity),
    }))
    .sort((g, h) => h.names.length - g.names.length || at(g.names, 0).localeCompare(at(h.names, 0)));
}

/**
 * Each candidate's own overlap line names at most NAMED_BESIDE near-duplicates; more become one
 * entry ("a, b and 57 more") with the highest similarity, so 60 similar subagents stay 60 lines.
 */
export function collapseOverlaps(preview: RoutingPreview): RoutingPreview {
  const collapse = (overlaps: RoutedCandidate["overlaps"]): RoutedCandidate["overlaps"] => {
    if (overlaps.length <= NAMED_BESIDE) return overlaps;
    const sorted = [...overlaps].sort((p, q) => q.similarity - p.similarity);
    const top = at(sorted, 0);
    const named = sorted
      .slice(0, NAMED_BESIDE)
      .map((o) => o.name)
      .join(", ");
    return [
      {
        key: top.key,
        name: `${named} and ${overlaps.length - NAMED_BESIDE} more (see the near-duplicate groups)`,
        similarity: top.similarity,
      },
    ];
  };
  return { ...preview, candidates: preview.candidates.map((c) => ({ ...c, overlaps: collapse(c.overlaps) })) };
}
