import type { SkipKind } from "./agent-files";
import { MAX_SPEC_LENGTH, serializeSpec, specTextLength } from "../expert-draft-shape";
import { parseFrontmatter, splitFrontmatter } from "./frontmatter";
import { DEFAULT_IMPORT_CONTEXT, runtimeNotes, type ImportContext } from "./import-checks";
import { importToolEntries } from "./import-tools";
import { nameFromFileName } from "./names";
import { narrowTools } from "./narrow-tools";
import { showValue, type TransferNote } from "./notes";
import { catalogModelForFamily, claudeModelFamily, isCatalogModelName } from "./vocabulary";

export type ImportedFile = {
  file: string;
  /** The spec to store as authored; null when the file could not be imported at all. */
  spec: Record<string, unknown> | null;
  notes: TransferNote[];
  /** Not a subagent file (documentation, another kind of file): listed, never imported. */
  skipped?: true;
  /** What a skipped file is, for the report's counts. */
  kind?: SkipKind;
  /** The Claude Code plugin the file came from. */
  plugin?: string;
};

const CARRIED_KEYS = new Set(["name", "description", "tools", "disallowedTools", "model"]);

/** Translates one Claude Code subagent file into an Expert Studio spec (rules §9). */
export function importClaudeCodeFile(
  fileName: string,
  text: string,
  context: ImportContext = DEFAULT_IMPORT_CONTEXT,
): ImportedFile {
  const notes: TransferNote[] = [];
  if (text.trim() === "") {
    return {
      file: fileName,
      spec: null,
      notes: [{ severity: "error", message: "The file is empty; there is nothing to import." }],
    };
  }
  const split = splitFrontmatter(text);
  let values: Record<string, unknown> = {};
  let body: string;
  if (split.kind === "none") {
    const message = split.openingDashes
      ? `The first line is ${split.openingDashes} dashes, and frontmatter opens with exactly \`---\`: Claude Code reads no frontmatter in this file, so its whole text was imported as the system prompt.`
      : "The file has no `---` frontmatter; its whole text was imported as the system prompt.";
    notes.push({ severity: "error", message });
    body = split.body;
  } else if (split.kind === "unclosed") {
    notes.push({
      severity: "error",
      message: "The frontmatter has no closing `---` line; the whole text was imported as the system prompt.",
    });
    body = text;
  } else {
    const parsed = parseFrontmatter(split.yaml);
    values = parsed.values;
    body = split.body;
    if (split.closingDashes) {
      notes.push({
        severity: "info",
        message: `The frontmatter is closed by a line of ${split.closingDashes} dashes rather than \`---\`; Claude Code reads that line as the end of the frontmatter, and so did the import.`,
      });
    }
    if (!parsed.ok) {
      const recovered = Object.keys(values).length > 0;
      const hint = recovered && parsed.howRead ? ` ${parsed.howRead}` : "";
      notes.push({ severity: recovered ? "warning" : "error", message: `${capitalize(parsed.problem)}.${hint}` });
    }
  }

  const spec: Record<string, unknown> = {};
  spec.name = importName(values.name, fileName, notes);
  const description = importText("description", values.description, notes);
  if (description !== undefined) spec.description = description;
  spec.system_prompt = body.trim();
  const tools = importToolEntries(values, notes);
  // Claude Code denies these even where tools grants every tool: leaving them out narrows, as it must.
  if (tools !== undefined && Object.hasOwn(values, "disallowedTools"))
    spec.tools = narrowTools(tools, values.disallowedTools, context.surface, notes);
  else if (tools !== undefined) spec.tools = tools === "every" ? ["*"] : tools;
  const model = importModel(values, notes);
  if (model !== undefined) spec.model = model;

  for (const [key, value] of Object.entries(values)) {
    if (!CARRIED_KEYS.has(key)) {
      notes.push({
        severity: "warning",
        key,
        message: `\`${key}: ${showValue(value)}\` has no Expert Studio equivalent and was not carried over.`,
      });
    }
  }
  notes.push(...runtimeNotes(spec, context));
  const length = specTextLength(serializeSpec(spec));
  if (length > MAX_SPEC_LENGTH) {
    const message = `Not imported: its text comes to ${length.toLocaleString("en")} characters, and a spec holds at most ${MAX_SPEC_LENGTH.toLocaleString("en")}. Shorten its body.`;
    return { file: fileName, spec: null, notes: [{ severity: "error", message }] };
  }
  return { file: fileName, spec, notes };
}

function importName(value: unknown, fileName: string, notes: TransferNote[]): string {
  const text = importText("name", value, notes);
  if (text !== undefined && text.trim() !== "") return text;
  const fallback = nameFromFileName(fileName);
  notes.push({
    severity: "warning",
    key: "name",
    message: `No name in the frontmatter; the file name gave "${fallback}".`,
  });
  return fallback;
}

function importText(key: string, value: unknown, notes: TransferNote[]): string | undefined {
  if (value === undefined || value === null) {
    if (key === "description")
      notes.push({
        severity: "warning",
        key,
        message: "No description in the frontmatter; add one so the main agent knows when to dispatch here.",
      });
    return undefined;
  }
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") {
    notes.push({ severity: "info", key, message: `${key} ${showValue(value)} was read as text.` });
    return String(value);
  }
  notes.push({
    severity: "warning",
    key,
    message: `${key} must be text, not ${showValue(value)}; it was not carried over.`,
  });
  return undefined;
}

function importModel(values: Record<string, unknown>, notes: TransferNote[]): string | undefined {
  const raw = values.model;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "string") {
    notes.push({
      severity: "warning",
      key: "model",
      message: `model ${showValue(raw)} is not a model name; it was not carried over (the Expert's default model applies).`,
    });
    return undefined;
  }
  const value = raw.trim();
  if (value === "" || value.toLowerCase() === "inherit") return undefined;
  const family = claudeModelFamily(value);
  if (family) {
    const model = catalogModelForFamily(family);
    if (value.toLowerCase() === family)
      notes.push({ severity: "info", key: "model", message: `model "${value}" became ${model}.` });
    else if (value === model)
      notes.push({
        severity: "info",
        key: "model",
        message: `model "${value}" is kept; it exports back as "${family}".`,
      });
    else
      notes.push({
        severity: "warning",
        key: "model",
        message: `model "${value}" became ${model}; the exact version is not kept.`,
      });
    return model;
  }
  if (isCatalogModelName(value)) return value;
  const message = `model "${value}" is not in the platform's model catalog. It was kept as written, so the platform gives this subagent the model "${value}" (its prompt says "Model: ${value}"), not the Expert's default; choose a catalog model, or remove model to inherit the default.`;
  notes.push({ severity: "warning", key: "model", message });
  return value;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
