import { parseDocument, stringify } from "yaml";
import { at } from "../at-index";
import { readKeyValueLines } from "./frontmatter-recovery";

export type FrontmatterSplit =
  | { kind: "frontmatter"; yaml: string; body: string; closingDashes?: number }
  | { kind: "unclosed"; yaml: string }
  | { kind: "none"; body: string; openingDashes?: number };

const DASHES = /^(-{3,})\s*$/;

/**
 * Splits `---` frontmatter from the body. Line endings are normalized to \n first. As in Claude
 * Code, the first line must be `---` exactly, and a line of three or more dashes closes it
 * (`closingDashes` counts a longer one, for the report).
 */
export function splitFrontmatter(text: string): FrontmatterSplit {
  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lines = normalized.split("\n");
  const opening = dashRun(lines[0] ?? "");
  if (opening === null) return { kind: "none", body: normalized };
  if (opening > 3) return { kind: "none", body: normalized, openingDashes: opening };
  for (const [close, line] of lines.entries()) {
    const dashes = close > 0 ? dashRun(line) : null;
    if (dashes === null) continue;
    const split = {
      kind: "frontmatter" as const,
      yaml: lines.slice(1, close).join("\n"),
      body: lines.slice(close + 1).join("\n"),
    };
    return dashes > 3 ? { ...split, closingDashes: dashes } : split;
  }
  return { kind: "unclosed", yaml: lines.slice(1).join("\n") };
}

/** How many dashes a line of three or more dashes holds; null for any other line. */
function dashRun(line: string): number | null {
  const dashes = DASHES.exec(line);
  return dashes ? at(dashes, 1).length : null;
}

export type ParsedFrontmatter =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; problem: string; values: Record<string, unknown>; howRead?: string };

// Subagent frontmatter has no use for aliases; a few are tolerated, an expansion bomb is not.
const MAX_ALIAS_COUNT = 20;

/**
 * Parses the frontmatter as YAML. When that fails (Claude Code files often carry unquoted colons
 * or unindented example lines in descriptions), falls back to reading `key: value` lines so the
 * file still imports, and says how it was read.
 */
export function parseFrontmatter(yaml: string): ParsedFrontmatter {
  if (yaml.trim() === "") return { ok: true, values: {} };
  let value: unknown;
  try {
    const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
    const [firstError] = doc.errors;
    if (firstError) return fallback(yaml, firstError.message);
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    // toJS throws on alias expansion past the limit; any other throw is the same kind of file problem.
    const reason =
      error instanceof ReferenceError && /alias/i.test(error.message)
        ? "its aliases expand too far"
        : "it could not be read";
    return fallback(yaml, reason);
  }
  if (value === null || value === undefined) return { ok: true, values: {} };
  if (typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, problem: "the frontmatter is not a list of `key: value` lines", values: {} };
  }
  const values = value as Record<string, unknown>;
  // Valid YAML can still split a description: its unindented `Examples:` or `user: "…"` lines
  // read as keys of their own. Those names are no subagent key, so the description is re-read.
  const split = Object.keys(values).filter((key) => EXAMPLE_KEYS.test(key));
  if (typeof values.description === "string" && split.length > 0) {
    const recovered = readKeyValueLines(yaml);
    const keys = split.map((k) => `\`${k}:\``).join(", ");
    return {
      ok: false,
      problem: `the description runs over unindented lines that YAML reads as keys of their own (${keys})`,
      values: recovered.values,
      howRead: recovered.howRead,
    };
  }
  return { ok: true, values };
}

const EXAMPLE_KEYS = /^(examples?|user|assistant|context|commentary)$/i;

function fallback(yaml: string, reason: string): ParsedFrontmatter {
  const recovered = readKeyValueLines(yaml);
  return {
    ok: false,
    problem: `the frontmatter is not valid YAML (${reason.split("\n")[0]})`,
    values: recovered.values,
    howRead: recovered.howRead,
  };
}

/** A Claude Code subagent file: YAML frontmatter (keys in the given order) and the body. */
export function renderFile(frontmatter: Record<string, unknown>, body: string): string {
  const yaml = Object.keys(frontmatter).length === 0 ? "" : stringify(frontmatter, { lineWidth: 0 });
  return `---\n${yaml}---\n\n${body}${body.endsWith("\n") || body === "" ? "" : "\n"}`;
}
