import { at } from "../at-index";

export type ToolListReading = { ok: true; entries: unknown[] } | { ok: false };

/**
 * Reads a `tools` or `disallowedTools` value as Claude Code does: a comma list (`Read, Grep`), a
 * YAML list, or a JSON-style list (`["Read", "Grep"]`), which stays text when the rest of the YAML
 * is invalid. Commas inside parentheses belong to their entry: `Agent(worker, researcher)` is one.
 */
export function readToolList(raw: unknown): ToolListReading {
  if (Array.isArray(raw)) return { ok: true, entries: rejoinSplitEntries(raw) };
  if (typeof raw !== "string") return { ok: false };
  let text = raw.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  return {
    ok: true,
    entries: splitOutsideBrackets(text)
      .map(unquote)
      .filter((entry) => entry !== ""),
  };
}

/** Splits at commas that are outside parentheses, brackets and quotes. */
function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[") depth += 1;
    else if ((c === ")" || c === "]") && depth > 0) depth -= 1;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

function unquote(entry: string): string {
  const quoted = /^"(.*)"$/s.exec(entry) ?? /^'(.*)'$/s.exec(entry);
  return quoted ? at(quoted, 1).trim() : entry;
}

// A YAML flow list (`[Agent(a, b), Read]`) splits at every comma; the pieces of one entry are joined back.
function rejoinSplitEntries(entries: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  let open: string | null = null;
  for (const entry of entries) {
    if (typeof entry !== "string") {
      if (open !== null) out.push(open);
      open = null;
      out.push(entry);
      continue;
    }
    const text: string = open === null ? entry.trim() : `${open}, ${entry.trim()}`;
    if (unclosed(text)) open = text;
    else {
      open = null;
      out.push(text);
    }
  }
  if (open !== null) out.push(open);
  return out;
}

function unclosed(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === "(") depth += 1;
    else if (c === ")" && depth > 0) depth -= 1;
  }
  return depth > 0;
}
