import { importClaudeCodeFile } from "./claude-code/import-file";
import type { ImportContext } from "./claude-code/import-checks";
import { specNameOf } from "./claude-code/names";
import { MAX_SPECS, serializeSpec } from "./expert-draft-shape";
import { jsonObjectProblem } from "./json-position";

/** One subagent found in a paste, for the review step before it joins the draft. */
export type PastedSpec = {
  /** Where it came from: "item 3" of an array, "file 2" of pasted agent files. */
  source: string;
  name: string | null;
  /** The spec as it will be added, or null when this part cannot be added. */
  raw: string | null;
  /** Why it cannot be added, or what the import changed (Claude Code notes), in plain words. */
  notes: string[];
  /** The draft already has a subagent of this name (the first one wins at run time). */
  duplicateOf: number | null;
};

export type PasteReading = { kind: "json" | "claude-code"; specs: PastedSpec[] } | { kind: "refused"; message: string };

// A pasted file starts at a `---` line followed by a `name:` line (the frontmatter's first key).
const FILE_START = /^---[ \t]*\r?\n(?=[ \t]*name[ \t]*:)/gm;

/**
 * Reads a paste of many subagents: a JSON array of specs, one JSON object, or several Claude Code
 * agent files one after another (each opening with `---` and a `name:` line). `existing` are the
 * draft's raw specs, for names already taken.
 */
export function readBulkPaste(text: string, existing: readonly string[], context?: ImportContext): PasteReading {
  const trimmed = text.trim();
  if (trimmed === "")
    return { kind: "refused", message: "Paste a JSON array of specs, or one or more Claude Code agent files." };
  const taken = new Map<string, number>();
  existing.forEach((raw, i) => {
    const name = specNameOf(raw);
    if (name !== null && !taken.has(name)) taken.set(name, i);
  });
  const withDuplicate = (spec: Omit<PastedSpec, "duplicateOf">): PastedSpec => ({
    ...spec,
    duplicateOf: spec.name !== null ? (taken.get(spec.name) ?? null) : null,
  });

  let specs: PastedSpec[];
  let kind: "json" | "claude-code";
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    const problem = jsonObjectProblem(trimmed);
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return {
        kind: "refused",
        message: `This is not valid JSON (line ${problem?.line}, column ${problem?.column}: ${problem?.message}). Nothing was added.`,
      };
    }
    const items = Array.isArray(value) ? value : [value];
    kind = "json";
    specs = items.map((item, i) => {
      const source = Array.isArray(value) ? `item ${i + 1}` : "the object";
      if (typeof item !== "object" || item === null || Array.isArray(item)) {
        return withDuplicate({
          source,
          name: null,
          raw: null,
          notes: ["Not a JSON object ({ … }), so not a spec: it is left out."],
        });
      }
      const raw = serializeSpec(item);
      return withDuplicate({ source, name: specNameOf(raw), raw, notes: [] });
    });
  } else {
    kind = "claude-code";
    const starts = [...trimmed.matchAll(FILE_START)].map((m) => m.index ?? 0);
    const bounds = starts.length > 0 && starts[0] === 0 ? starts : [0, ...starts];
    specs = bounds.map((start, i) => {
      const file = importClaudeCodeFile(
        `pasted-${i + 1}.md`,
        trimmed.slice(start, bounds[i + 1] ?? trimmed.length),
        context,
      );
      const raw = file.spec ? serializeSpec(file.spec) : null;
      const notes = file.notes.filter((n) => n.severity !== "info").map((n) => n.message);
      return withDuplicate({ source: `file ${i + 1}`, name: raw ? specNameOf(raw) : null, raw, notes });
    });
  }
  // Within the paste, a second spec of one name is a duplicate of the first.
  const seen = new Map<string, number>();
  specs = specs.map((s, i) => {
    if (s.name === null || s.duplicateOf !== null) return s;
    const first = seen.get(s.name);
    if (first === undefined) seen.set(s.name, existing.length + i);
    return first === undefined ? s : { ...s, duplicateOf: first };
  });
  const addable = specs.filter((s) => s.raw !== null).length;
  if (existing.length + addable > MAX_SPECS) {
    return {
      kind: "refused",
      message: `This adds ${addable} subagents to the ${existing.length} in the draft, and an Expert holds at most ${MAX_SPECS}. Nothing was added.`,
    };
  }
  return { kind, specs };
}
