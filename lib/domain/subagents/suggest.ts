import { RESERVED_NAMES } from "../catalog";
import { osaDistance } from "../edit-distance";

const MAX_SUGGESTIONS = 3;
// Bounds the work one surface spends on suggestions (entries × candidates), so a spec list full
// of unknown names against a very large surface cannot stall a session; later entries get none.
const DEFAULT_COMPARISON_BUDGET = 100_000;

// Lower tier = closer. Ties break on distance, then on the candidate's position (surface order).
const TIER_SAME_LETTERS = 0; // equal once case and separators are ignored: `Read`, `web-fetch`, `mcpgithub*`
const TIER_TYPO = 1; // small edit distance: `Grpe`, `gerp`
const TIER_PREFIX = 2; // one extends the other: `read_file` → `read`
const TIER_SUBSTRING = 3; // one contains the other: `github` → `mcp__github__get_issue`

type Key = { text: string; lower: string; squashed: string; bare: string };
export type Suggester = (entry: string) => string[];

/**
 * Suggests the surface names closest to an authored tool entry that did not resolve, best
 * first. For a glob entry, glob patterns derived from the surface (`mcp__github__*`, `web_*`)
 * are offered too. Reserved names are never suggested. Build once per surface: the keys of a
 * large surface are computed a single time.
 */
export function createSuggester(surface: readonly string[], budget = DEFAULT_COMPARISON_BUDGET): Suggester {
  const names = [...new Set(surface)].filter((name) => typeof name === "string" && !RESERVED_NAMES.has(name));
  const nameKeys = names.map(toKey);
  let globKeys: Key[] | undefined;
  let remaining = budget;
  return (entry) => {
    if (entry.includes("*")) globKeys ??= [...new Set([...globPatterns(names), ...names])].map(toKey);
    const candidates = entry.includes("*") ? (globKeys ?? []) : nameKeys;
    if (candidates.length > remaining) return [];
    remaining -= candidates.length;
    return rank(toKey(entry), candidates);
  };
}

export function suggestToolNames(entry: string, surface: readonly string[]): string[] {
  return createSuggester(surface)(entry);
}

function rank(entry: Key, candidates: readonly Key[]): string[] {
  const scored: { text: string; tier: number; distance: number; position: number }[] = [];
  candidates.forEach((candidate, position) => {
    if (candidate.text === entry.text) return;
    const closeness = score(entry, candidate);
    if (closeness) scored.push({ text: candidate.text, position, ...closeness });
  });
  scored.sort((a, b) => a.tier - b.tier || a.distance - b.distance || a.position - b.position);
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.text);
}

function score(a: Key, b: Key): { tier: number; distance: number } | null {
  const lengthGap = Math.abs(a.lower.length - b.lower.length);
  if (a.squashed !== "" && a.squashed === b.squashed) return { tier: TIER_SAME_LETTERS, distance: lengthGap };
  const budget = typoBudget(Math.min(a.lower.length, b.lower.length));
  // The edit distance is at least the length gap, so most candidates never pay for the full matrix.
  if (lengthGap <= budget) {
    const distance = osaDistance(a.lower, b.lower, budget);
    if (distance <= budget) return { tier: TIER_TYPO, distance };
  }
  const [shorter, longer] = a.bare.length <= b.bare.length ? [a.bare, b.bare] : [b.bare, a.bare];
  if (shorter.length < 3) return null;
  if (longer.startsWith(shorter)) return { tier: TIER_PREFIX, distance: lengthGap };
  if (longer.includes(shorter)) return { tier: TIER_SUBSTRING, distance: lengthGap };
  return null;
}

function toKey(text: string): Key {
  const lower = text.toLowerCase();
  const squashed = lower.replace(/[\s_.-]+/g, "");
  return { text, lower, squashed, bare: squashed.replaceAll("*", "") };
}

function typoBudget(length: number): number {
  if (length <= 2) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

// `mcp__github__create_issue` → `mcp__*`, `mcp__github__*`; `web_fetch` → `web_*`.
function globPatterns(names: readonly string[]): string[] {
  const patterns: string[] = [];
  for (const name of names) {
    if (name.includes("__")) {
      for (let at = name.indexOf("__"); at > 0; at = name.indexOf("__", at + 2)) {
        patterns.push(`${name.slice(0, at + 2)}*`);
      }
    } else if (name.indexOf("_") > 0) {
      patterns.push(`${name.slice(0, name.indexOf("_") + 1)}*`);
    }
  }
  return patterns;
}
