import JSZip from "jszip";
import { REPORT_FILE, REPORT_HEADING } from "./documentation";
import { exportSpec, type ExportedSpec } from "./export-spec";
import type { TransferNote } from "./notes";

/** File names from spec names: safe characters only, unique case-insensitively, never the report's name. */
export function uniqueFileNames(names: (string | null)[]): string[] {
  const taken = new Set([REPORT_FILE.toLowerCase()]);
  return names.map((name, i) => {
    const stem = (name ?? "").normalize("NFC").replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/-+/g, "-").replace(/^[-.]+|[-.]+$/g, "").slice(0, 80) || `subagent-${i + 1}`;
    let candidate = `${stem}.md`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}.md`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Zip file names that keep the authored order: `01-reviewer.md`, `02-…` (zero-padded to sort as
 * text too). The import sorts by path and drops the prefix when a file name has to give a name.
 */
export function orderedFileNames(names: (string | null)[]): string[] {
  const width = Math.max(2, String(names.length).length);
  return uniqueFileNames(names).map((file, i) => `${String(i + 1).padStart(width, "0")}-${file}`);
}

export type ExportBundle = { files: { fileName: string; content: string }[]; specs: ExportedSpec[] };

/** Exports every stored spec, in order; the report covers skipped ones too. */
export function exportSpecs(raws: string[]): ExportBundle {
  const specs = raws.map((raw, i) => exportSpec(raw, i + 1));
  const exported = specs.filter((s) => s.content !== null);
  const names = orderedFileNames(exported.map((s) => s.name));
  return { files: exported.map((s, i) => ({ fileName: names[i], content: s.content! })), specs };
}

export function renderExportReport(expertName: string, specs: ExportedSpec[], fileNames: Map<number, string>): string {
  const lines = [REPORT_HEADING, "", `Subagents of "${expertName}", exported as Claude Code files.`, ""];
  if (specs.length === 0) lines.push("This Expert has no subagent specs.");
  for (const spec of specs) {
    const file = fileNames.get(spec.position);
    lines.push(`## Spec ${spec.position}${spec.name ? ` (${spec.name})` : ""}${file ? ` → ${file}` : " — not exported"}`, "");
    if (spec.notes.length === 0) lines.push("- Everything was carried over.");
    for (const note of spec.notes) lines.push(`- ${formatNote(note)}`);
    lines.push("");
  }
  return lines.join("\n");
}

export function formatNote(note: TransferNote): string {
  const label = note.severity === "error" ? "Problem" : note.severity === "warning" ? "Warning" : "Translated";
  return `${label}: ${note.message}`;
}

export async function buildExportZip(expertName: string, raws: string[]): Promise<Uint8Array> {
  const bundle = exportSpecs(raws);
  const zip = new JSZip();
  const byPosition = new Map<number, string>();
  const exported = bundle.specs.filter((s) => s.content !== null);
  bundle.files.forEach((f, i) => {
    zip.file(f.fileName, f.content);
    byPosition.set(exported[i].position, f.fileName);
  });
  zip.file(REPORT_FILE, renderExportReport(expertName, bundle.specs, byPosition));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
