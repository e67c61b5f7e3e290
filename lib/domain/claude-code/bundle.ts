import JSZip from "jszip";
import { exportSpec, type ExportedSpec } from "./export-spec";
import { importClaudeCodeFile, type ImportedFile } from "./import-file";
import { IMPORT_LIMITS } from "./limits";
import type { TransferNote } from "./notes";

export const REPORT_FILE = "REPORT.md";
const REPORT_HEADING = "# Expert Studio export report";

export type UploadedFile = { name: string; bytes: Uint8Array };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (file: UploadedFile) => file.name.toLowerCase().endsWith(".zip") || ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);

/** Reads uploaded `.md` files and zips of them into one import report per Markdown file. */
export async function importUploads(files: UploadedFile[]): Promise<ImportedFile[]> {
  const results: ImportedFile[] = [];
  const budget = { files: IMPORT_LIMITS.markdownFiles, bytes: IMPORT_LIMITS.totalBytes };
  for (const file of files) {
    if (isZip(file)) results.push(...(await importZip(file, budget)));
    else results.push(importMarkdownBytes(file.name, file.bytes, budget));
  }
  return results;
}

function importMarkdownBytes(name: string, bytes: Uint8Array, budget: { files: number; bytes: number }): ImportedFile {
  const refuse = (message: string): ImportedFile => ({ file: name, spec: null, notes: [{ severity: "error", message }] });
  if (budget.files <= 0) return refuse(`Not imported: one import takes at most ${IMPORT_LIMITS.markdownFiles} files.`);
  if (bytes.length > IMPORT_LIMITS.fileBytes) return refuse(`Not imported: the file is larger than ${IMPORT_LIMITS.fileBytes / 1024} KB.`);
  if (bytes.length > budget.bytes) return refuse(`Not imported: the files together are larger than ${IMPORT_LIMITS.totalBytes / 1024} KB.`);
  budget.files -= 1;
  budget.bytes -= bytes.length;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refuse("Not imported: the file is not UTF-8 text.");
  }
  return importClaudeCodeFile(name, text);
}

async function importZip(file: UploadedFile, budget: { files: number; bytes: number }): Promise<ImportedFile[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file.bytes);
  } catch {
    return [{ file: file.name, spec: null, notes: [{ severity: "error", message: "Not imported: the file is not a readable zip archive." }] }];
  }
  const results: ImportedFile[] = [];
  const entries = Object.values(zip.files).filter((e) => !e.dir && !/(^|\/)(__MACOSX\/|\.)/.test(e.name));
  if (entries.length > IMPORT_LIMITS.zipEntries) {
    return [{ file: file.name, spec: null, notes: [{ severity: "error", message: `Not imported: the zip holds ${entries.length} files; at most ${IMPORT_LIMITS.zipEntries} are read.` }] }];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const label = `${file.name}/${entry.name}`;
    if (!/\.(md|markdown)$/i.test(entry.name)) {
      results.push({ file: label, spec: null, notes: [{ severity: "warning", message: "Skipped: not a Markdown (.md) file." }] });
      continue;
    }
    const bytes = await readEntry(entry, Math.min(IMPORT_LIMITS.fileBytes, budget.bytes));
    if (bytes === null) {
      results.push({ file: label, spec: null, notes: [{ severity: "error", message: `Not imported: the file is larger than ${IMPORT_LIMITS.fileBytes / 1024} KB, or the files together exceed ${IMPORT_LIMITS.totalBytes / 1024} KB.` }] });
      continue;
    }
    if (entry.name === REPORT_FILE && new TextDecoder().decode(bytes).startsWith(REPORT_HEADING)) continue;
    results.push(importMarkdownBytes(label, bytes, budget));
  }
  if (entries.length === 0) results.push({ file: file.name, spec: null, notes: [{ severity: "error", message: "The zip archive holds no files." }] });
  return results;
}

// Documented in JSZip's API (StreamHelper) but missing from its type definitions.
type StreamHelper = {
  on(event: "data", cb: (chunk: Uint8Array) => void): StreamHelper;
  on(event: "error", cb: (error: unknown) => void): StreamHelper;
  on(event: "end", cb: () => void): StreamHelper;
  pause(): StreamHelper;
  resume(): StreamHelper;
};
type InternalStreamSource = { internalStream(type: "uint8array"): StreamHelper };

// Streams the entry and stops past the limit, so a small zip cannot inflate into a large allocation.
function readEntry(entry: JSZip.JSZipObject, limit: number): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const stream = (entry as unknown as InternalStreamSource).internalStream("uint8array");
    stream
      .on("data", (chunk: Uint8Array) => {
        if (done) return;
        size += chunk.length;
        if (size > limit) {
          done = true;
          stream.pause();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      })
      .on("error", () => {
        if (!done) resolve(null);
        done = true;
      })
      .on("end", () => {
        if (done) return;
        done = true;
        const out = new Uint8Array(size);
        let offset = 0;
        for (const c of chunks) {
          out.set(c, offset);
          offset += c.length;
        }
        resolve(out);
      })
      .resume();
  });
}

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

export type ExportBundle = { files: { fileName: string; content: string }[]; specs: ExportedSpec[] };

/** Exports every stored spec, in order; the report covers skipped ones too. */
export function exportSpecs(raws: string[]): ExportBundle {
  const specs = raws.map((raw, i) => exportSpec(raw, i + 1));
  const exported = specs.filter((s) => s.content !== null);
  const names = uniqueFileNames(exported.map((s) => s.name));
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

