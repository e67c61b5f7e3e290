import { at } from "../at-index";
import { RESERVED_NAMES } from "../catalog";
import { matchGlob } from "../subagents/glob";
import { createSuggester } from "../subagents/suggest";
import { showValue, type TransferNote } from "./notes";
import { readToolList } from "./tool-list";
import { isGlob, PLATFORM_TOOL_NAMES, platformToolFor } from "./vocabulary";

const KEY = "disallowedTools";
const suggestions = createSuggester([...PLATFORM_TOOL_NAMES]);

/**
 * Claude Code's `disallowedTools`, honoured so that an import narrows access and never widens it:
 * with no `tools` (every tool), the Expert's surface at import time minus the denied tools, written
 * out; with `tools`, those minus the denied ones. Denials are resolved against the whole platform
 * catalog, so a glob that could grant a denied tool once the Expert enables a plugin is written out
 * too. What cannot be read denies everything: the spec then grants nothing.
 */
export function narrowTools(
  tools: unknown[] | "every",
  rawDenied: unknown,
  surface: readonly string[],
  notes: TransferNote[],
): unknown[] {
  const reading = rawDenied === null || rawDenied === "" ? { ok: true as const, entries: [] } : readToolList(rawDenied);
  if (!reading.ok) {
    notes.push({
      severity: "warning",
      key: KEY,
      message: `disallowedTools must be a comma list or a YAML list, not ${showValue(rawDenied)}. It cannot be honoured, so no tool was granted (the spec will be dropped: zero_tools); list the tools it may use under tools.`,
    });
    return [];
  }
  const entries = reading.entries.filter((e): e is string => typeof e === "string" && e.trim() !== "");
  for (const entry of reading.entries.filter((e) => typeof e !== "string")) {
    notes.push({
      severity: "warning",
      key: KEY,
      message: `The disallowedTools entry ${showValue(entry)} is not a tool name; it was ignored.`,
    });
  }
  if (entries.length === 0) {
    notes.push({ severity: "info", key: KEY, message: "disallowedTools is empty: nothing was left out." });
    return tools === "every" ? ["*"] : tools;
  }
  const denied = new Set<string>();
  const before = notes.length;
  const starters = entries.filter((e) => isStarter(e.trim()));
  if (starters.length > 0) {
    const message = `disallowedTools names ${starters.join(", ")}: no subagent on the platform starts another (Task is reserved), so there is nothing to leave out for ${starters.length === 1 ? "it" : "them"}.`;
    notes.push({ severity: "info", key: KEY, message });
  }
  for (const entry of entries.filter((e) => !isStarter(e.trim()))) {
    const { names, note } = resolveDenial(entry.trim());
    names.forEach((n) => denied.add(n));
    if (note) notes.push(note);
  }
  const usable = surface.filter((t) => !RESERVED_NAMES.has(t));
  const shown = entries.join(", ");
  if (tools === "every") {
    const left = usable.filter((t) => denied.has(t));
    const message = `Claude Code gives this subagent every tool except ${shown}. It was imported with this Expert's tools at import time, written out, without ${leftOut(left)}; tools the Expert gains later are not added (an import may narrow access, never widen it).`;
    notes.push({ severity: "info", key: KEY, message });
    return usable.filter((t) => !denied.has(t));
  }
  const kept: unknown[] = [];
  const left: string[] = [];
  const expanded: string[] = [];
  for (const entry of tools) {
    if (typeof entry !== "string") kept.push(entry);
    else if (isGlob(entry) && matchGlob(entry, PLATFORM_TOOL_NAMES).some((t) => denied.has(t))) {
      expanded.push(entry);
      for (const t of matchGlob(entry, usable)) if (denied.has(t)) left.push(t);
      kept.push(...matchGlob(entry, usable).filter((t) => !denied.has(t)));
    } else if (denied.has(entry) || entries.includes(entry)) left.push(entry);
    else kept.push(entry);
  }
  const globs =
    expanded.length > 0
      ? ` ${expanded.join(", ")} ${expanded.length === 1 ? "was" : "were"} written out as its tools on this Expert, without the denied ones (enabling a plugin later adds none of them).`
      : "";
  // Said once at least, so the key never goes unmentioned; the entries' own notes may already have.
  if (left.length > 0 || globs)
    notes.push({
      severity: "info",
      key: KEY,
      message: `disallowedTools leaves ${leftOut([...new Set(left)])} out of its tools.${globs}`,
    });
  else if (notes.length === before)
    notes.push({
      severity: "info",
      key: KEY,
      message: `disallowedTools leaves none of its tools out (${shown}): none of them is listed.`,
    });
  return [...new Set(kept)];
}

function leftOut(names: string[]): string {
  const last = names.at(-1);
  if (last === undefined) return "anything (none of them is on this Expert)";
  return names.length === 1 ? last : `${names.slice(0, -1).join(", ")} and ${last}`;
}

const RULE = /^([^()]+)\((.*)\)$/s;
// Claude Code's tool for starting subagents, under its old and new names, and the platform's reserved ones.
function isStarter(entry: string): boolean {
  const base = (RULE.exec(entry)?.[1] ?? entry).trim();
  return base === "Agent" || base === "Task" || RESERVED_NAMES.has(base);
}

/** The platform tools one denial takes away, anywhere in the catalog, and what the report should say about it. */
function resolveDenial(entry: string): { names: string[]; note?: TransferNote } {
  const rule = RULE.exec(entry);
  const base = rule ? at(rule, 1).trim() : entry;
  const mapped = platformToolFor(base) ?? base;
  const names = isGlob(mapped)
    ? matchGlob(mapped, PLATFORM_TOOL_NAMES)
    : /^mcp__[^_].*$/.test(mapped) && !mapped.slice(5).includes("__")
      ? PLATFORM_TOOL_NAMES.filter((t) => t.startsWith(`${mapped}__`))
      : PLATFORM_TOOL_NAMES.filter((t) => t === mapped);
  if (names.length === 0) {
    const closest = suggestions(mapped);
    const hint = closest.length > 0 ? ` (closest: ${closest.join(", ")})` : "";
    return {
      names,
      note: {
        severity: "warning",
        key: KEY,
        message: `disallowedTools names ${showValue(entry)}, which is no platform tool, so nothing was left out for it${hint}. Check its spelling.`,
      },
    };
  }
  if (rule) {
    const message = `\`${entry}\` denies only some uses of ${base} in Claude Code; the platform cannot limit ${names.join(", ")} that way, so ${names.join(", ")} was left out entirely.`;
    return { names, note: { severity: "info", key: KEY, message } };
  }
  return { names };
}
