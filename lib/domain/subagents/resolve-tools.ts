import { RESERVED_NAMES } from "../catalog";
import { matchGlob } from "./glob";
import { createSuggester, type Suggester } from "./suggest";

export type ToolCode = "reserved_tool" | "not_a_string" | "glob_no_match" | "unknown_tool";

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
};

export function prepareSurface(surface: readonly unknown[]): PreparedSurface {
  const names = [...new Set(surface.filter((name): name is string => typeof name === "string"))];
  return { names, has: new Set(names), globs: new Map(), suggestions: new Map(), suggester: createSuggester(names) };
}

/**
 * The three passes of SPEC §2.2 against the main agent's surface (ordered tool names).
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
      const matches = cached(prepared.globs, entry, () => matchGlob(entry, prepared.names));
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
