import { validateSpec } from "../subagents/spec-validation";
import { renderFile } from "./frontmatter";
import { showValue, type TransferNote } from "./notes";
import {
  claudeToolFor,
  familyForCatalogModel,
  isCatalogModelName,
  isGlob,
  isMcpName,
  isPlatformTool,
} from "./vocabulary";

export type ExportedSpec = {
  /** 1-based position of the spec in the Expert's list, for report lines. */
  position: number;
  /** The spec's name when it has one (used for the file name). */
  name: string | null;
  /** The Claude Code file text; null when the spec could not be exported. */
  content: string | null;
  notes: TransferNote[];
};

const EXPORTED_KEYS = new Set(["name", "description", "system_prompt", "tools", "model"]);

/** Translates one stored spec (raw JSON text, as authored) into a Claude Code file (rules §9, inverse). */
export function exportSpec(raw: string, position: number): ExportedSpec {
  try {
    return translate(raw, position);
  } catch {
    // JSON nested thousands deep parses, then overflows the stack when written back out.
    return skipped(position, null, "it is nested too deeply to write out");
  }
}

function translate(raw: string, position: number): ExportedSpec {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return skipped(position, null, "it is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return skipped(position, null, `it is ${showValue(value)}, not an object`);
  }
  const spec = value as Record<string, unknown>;
  const own = (key: string) => (Object.hasOwn(spec, key) ? spec[key] : undefined);
  const name =
    typeof own("name") === "string" && (own("name") as string).trim() !== "" ? (own("name") as string) : null;
  const notes: TransferNote[] = [];

  const tools = exportTools(own("tools"), notes);
  if (tools === "skip") return skipped(position, name, `tools is ${showValue(own("tools"))}, not a list of tool names`);

  const frontmatter: Record<string, unknown> = {};
  if (name !== null) frontmatter.name = name;
  else notes.push({ severity: "warning", key: "name", message: "The spec has no name; Claude Code needs one." });
  const description = own("description");
  if (typeof description === "string") frontmatter.description = description;
  else if (description === undefined)
    notes.push({
      severity: "warning",
      key: "description",
      message: "The spec has no description; Claude Code needs one to know when to use it.",
    });
  else
    notes.push({
      severity: "warning",
      key: "description",
      message: `description is ${showValue(description)}, not text; it was left out.`,
    });
  if (tools !== undefined) frontmatter.tools = tools;
  const model = exportModel(own("model"), notes);
  if (model !== undefined) frontmatter.model = model;

  const prompt = own("system_prompt");
  if (prompt === undefined)
    notes.push({
      severity: "warning",
      key: "system_prompt",
      message: "The spec has no system_prompt; the body is empty.",
    });
  else if (typeof prompt !== "string")
    notes.push({
      severity: "warning",
      key: "system_prompt",
      message: `system_prompt is ${showValue(prompt)}, not text; the body is empty.`,
    });
  for (const key of Object.keys(spec)) {
    if (!EXPORTED_KEYS.has(key))
      notes.push({
        severity: "warning",
        key,
        message: `\`${key}: ${showValue(spec[key])}\` has no Claude Code equivalent and was not carried over.`,
      });
  }
  const verdict = validateSpec(spec);
  if (!verdict.ok)
    notes.push({
      severity: "warning",
      message: `On the platform this spec is dropped (${verdict.message}); it was exported as written.`,
    });
  return { position, name, content: renderFile(frontmatter, typeof prompt === "string" ? prompt.trim() : ""), notes };
}

function skipped(position: number, name: string | null, why: string): ExportedSpec {
  return {
    position,
    name,
    content: null,
    notes: [{ severity: "error", message: `Not exported: ${why}. Fix it in the editor first.` }],
  };
}

/** Claude Code `tools`: undefined leaves the key out (every tool); "skip" for a value with no sensible reading. */
function exportTools(raw: unknown, notes: TransferNote[]): string | string[] | undefined {
  if (raw === undefined) {
    notes.push({
      severity: "warning",
      key: "tools",
      message:
        "The spec lists no tools, so the platform drops it; exported with an empty tools list (leaving the key out would grant every tool in Claude Code).",
    });
    return [];
  }
  if (!Array.isArray(raw)) return "skip";
  if (raw.includes("*")) {
    if (raw.length > 1)
      notes.push({
        severity: "info",
        key: "tools",
        message: '"*" grants every tool, so the other entries were left out with the tools key.',
      });
    return undefined;
  }
  const names: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== "string") {
      notes.push({
        severity: "warning",
        key: "tools",
        message: `The tool entry ${showValue(entry)} is not a name; it was not carried over.`,
      });
      continue;
    }
    const mapped = claudeToolFor(entry);
    if (mapped) names.push(mapped);
    else {
      const problem = unmappedToolProblem(entry);
      if (problem)
        notes.push({
          severity: problem.severity,
          key: "tools",
          message: `The tool ${showValue(entry)} ${problem.text}; it was kept as written.`,
        });
      names.push(entry);
    }
  }
  const unique = [...new Set(names)];
  // A comma list is what Claude Code's docs show; a YAML list keeps names a comma list would split.
  return unique.length > 0 && unique.every((n) => n !== "" && n === n.trim() && !n.includes(","))
    ? unique.join(", ")
    : unique;
}

function unmappedToolProblem(name: string): { severity: TransferNote["severity"]; text: string } | null {
  if (isMcpName(name)) return null;
  if (isGlob(name)) return { severity: "warning", text: "is a glob Claude Code may not expand" };
  if (isPlatformTool(name)) return { severity: "warning", text: "has no Claude Code equivalent" };
  return { severity: "info", text: "is not a platform tool" };
}

function exportModel(raw: unknown, notes: TransferNote[]): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== "string" || raw.trim() === "") {
    notes.push({
      severity: "warning",
      key: "model",
      message: `model ${showValue(raw)} is not a model name; the file inherits the main model.`,
    });
    return undefined;
  }
  const family = familyForCatalogModel(raw);
  if (family) return family;
  if (isCatalogModelName(raw)) {
    notes.push({
      severity: "warning",
      key: "model",
      message: `model ${raw} has no Claude Code equivalent; the file inherits the main model.`,
    });
    return undefined;
  }
  notes.push({
    severity: "warning",
    key: "model",
    message: `model "${raw}" is not in the platform's model catalog; it was kept as written.`,
  });
  return raw;
}
