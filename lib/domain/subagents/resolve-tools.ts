import { GLOB_BUDGET_CODE } from "../api-contract";
import { RESERVED_NAMES } from "../catalog";
import { matchGlob } from "./glob";
import { createSuggester, type Suggester } from "./suggest";

export type ToolCode = "reserved_tool" | "not_a_string" | "glob_no_match" | "unknown_tool" | typeof GLOB_BUDGET_CODE;

/**
 * The glob work one resolution may spend (issue 23), counted as glob × tool-name comparisons: an
 * Expert of 500 specs each listing 120 distinct globs would otherwise cost seconds of CPU per
 * request. A real Expert uses a small fraction (1,000 distinct globs against a surface of 1,000
 * tools); past it, a glob not expanded yet is dropped with `glob_budget` and the resolution says so.
 */
export const GLOB_WORK_BUDGET = 1_000_000;

export type ToolResolution = {
  entry: unknown;
  status: "granted" | "dropped";
  code?: ToolCode;
  matched?: string[];
  suggestions?: string[];
};

export type ToolsResolution = { granted: string[]; entries: ToolResolution[] };

export function isGlob(entry: string): boolean {
  return entry.includes("*");
}

/** A surface made ready for many resolutions: deduplicated, indexed, with glob and suggestion caches. */
export type PreparedSurface = {
  names: readonly string[];
  has: ReadonlySet<string>;
  globs: Map<string, string[]>;
  suggestions: Map<string, string[]>;
  suggester: Suggester;
  /** What is left of the glob work budget, and how many glob entries found it spent. */
  globWork: { remaining: number; skipped: number };
};

export function prepareSurface(surface: readonly unknown[], globBudget = GLOB_WORK_BUDGET): PreparedSurface {
  const names = [...new Set(surface.filter((name): name is string => typeof name === "string"))];
  return {
    names,
    has: new Set(names),
    globs: new Map(),
    suggestions: new Map(),
    suggester: createSuggester(names),
    globWork: { remaining: globBudget, skipped: 0 },
  };
}

/**
 * The three passes of rules §2.2 against the main agent's surface (ordered tool names).
 * `entries` has one record per authored entry, in authored order, except that a glob which
 * matched both grantable and reserved tools yields two: its grant, then its reserved_tool drop.
 */
export function resolveTools(
  authored: readonly unknown[],
  surface: readonly unknown[] | PreparedSurface,
): ToolsResolution {
  const prepared = Array.isArray(surface) ? prepareSurface(surface) : (surface as PreparedSurface);
  const granted = new Set<string>();
  const entries: ToolResolution[] = [];

  for (const entry of authored) {
    if (typeof entry !== "string") {
      entries.push({ entry, status: "dropped", code: "not_a_string" });
    } else if (RESERVED_NAMES.has(entry)) {
      entries.push({ entry, status: "dropped", code: "reserved_tool" });
    } else if (isGlob(entry)) {
      const matches = expandGlob(entry, prepared);
      if (matches === null) {
        entries.push({ entry, status: "dropped", code: GLOB_BUDGET_CODE });
        continue;
      }
      const allowed = matches.filter((name) => !RESERVED_NAMES.has(name));
      const reserved = matches.filter((name) => RESERVED_NAMES.has(name));
      if (matches.length === 0) {
        entries.push({ entry, status: "dropped", code: "glob_no_match", suggestions: suggest(entry, prepared) });
      }
      if (allowed.length > 0) {
        entries.push({ entry, status: "granted", matched: allowed });
        for (const name of allowed) granted.add(name);
      }
      if (reserved.length > 0) entries.push({ entry, status: "dropped", code: "reserved_tool", matched: reserved });
    } else if (prepared.has.has(entry)) {
      entries.push({ entry, status: "granted" });
      granted.add(entry);
    } else {
      entries.push({ entry, status: "dropped", code: "unknown_tool", suggestions: suggest(entry, prepared) });
    }
  }
  return { granted: [...granted], entries };
}

/** The surface names a glob matches (each distinct glob once), or null once the budget is spent. */
function expandGlob(glob: string, prepared: PreparedSurface): string[] | null {
  const known = prepared.globs.get(glob);
  if (known) return known;
  const cost = prepared.names.length + 1;
  if (cost > prepared.globWork.remaining) {
    prepared.globWork.skipped++;
    return null;
  }
  prepared.globWork.remaining -= cost;
  const matches = matchGlob(glob, prepared.names);
  prepared.globs.set(glob, matches);
  return matches;
}

function suggest(entry: string, prepared: PreparedSurface): string[] {
  return [...cached(prepared.suggestions, entry, () => prepared.suggester(entry))];
}

function cached<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}
