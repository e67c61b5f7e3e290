import JSZip from "jszip";
import { at } from "../at-index";
import { REPORT_HEADING } from "./documentation";
import { exportSpec, type ExportedSpec } from "./export-spec";
import { REPORT_FILE, orderedFileNames } from "./file-names";
import { formatNote } from "./notes";

export type ExportBundle = { files: { fileName: string; content: string }[]; specs: ExportedSpec[] };

/** Exports every stored spec, in order; the report covers skipped ones too. */
export function exportSpecs(raws: string[]): ExportBundle {
  const specs = raws.map((raw, i) => exportSpec(raw, i + 1));
  const exported = specs.flatMap(({ name, content }) => (content === null ? [] : [{ name, content }]));
  const names = orderedFileNames(exported.map((s) => s.name));
  return { files: exported.map(({ content }, i) => ({ fileName: at(names, i), content })), specs };
}

export function renderExportReport(expertName: string, specs: ExportedSpec[], fileNames: Map<number, string>): string {
  const lines = [REPORT_HEADING, "", `Subagents of "${expertName}", exported as Claude Code files.`, ""];
  if (specs.length === 0) lines.push("This Expert has no subagent specs.");
  for (const spec of specs) {
    const file = fileNames.get(spec.position);
    lines.push(
      `## Spec ${spec.position}${spec.name ? ` (${spec.name})` : ""}${file ? ` → ${file}` : " — not exported"}`,
      "",
    );
    if (spec.notes.length === 0) lines.push("- Everything was carried over.");
    for (const note of spec.notes) lines.push(`- ${formatNote(note)}`);
    lines.push("");
  }
  return lines.join("\n");
}

export async function buildExportZip(expertName: string, raws: string[]): Promise<Uint8Array> {
  const bundle = exportSpecs(raws);
  const zip = new JSZip();
  const byPosition = new Map<number, string>();
  const exported = bundle.specs.filter((s) => s.content !== null);
  bundle.files.forEach((f, i) => {
    zip.file(f.fileName, f.content);
    byPosition.set(at(exported, i).position, f.fileName);
  });
  zip.file(REPORT_FILE, renderExportReport(expertName, bundle.specs, byPosition));
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}
