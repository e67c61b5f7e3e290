import { serializeSpec } from "../expert-draft-shape";
import type { ImportedFile } from "./import-file";
import type { ImportedPlugin } from "./import-uploads";
import type { TransferNote } from "./notes";

/** imported: carried over (translations only); notes: imported, with something to check; refused: not imported; skipped: not a subagent file. */
export type ImportStatus = "imported" | "notes" | "refused" | "skipped";

export type ImportReportEntry = {
  file: string;
  status: ImportStatus;
  /** The imported spec's name. */
  name: string | null;
  /** Index of the imported spec in `specs`. */
  spec: number | null;
  plugin: string | null;
  notes: TransferNote[];
};

/** What the import route answers: nothing is stored; the editor adds `specs` to its draft. */
export type ImportResponse = { specs: string[]; report: { files: ImportReportEntry[]; plugins: ImportedPlugin[] } };

export function importStatus(file: Pick<ImportedFile, "spec" | "skipped">, notes: readonly TransferNote[]): ImportStatus {
  if (file.skipped) return "skipped";
  if (!file.spec) return "refused";
  return notes.some((n) => n.severity !== "info") ? "notes" : "imported";
}

export function importResponse(files: readonly ImportedFile[], plugins: ImportedPlugin[]): ImportResponse {
  const specs: string[] = [];
  const entries = files.map((f): ImportReportEntry => {
    const spec = f.spec ? specs.push(serializeSpec(f.spec)) - 1 : null;
    const name = f.spec && typeof f.spec.name === "string" ? f.spec.name : null;
    return { file: f.file, status: importStatus(f, f.notes), name, spec, plugin: f.plugin ?? null, notes: f.notes };
  });
  return { specs, report: { files: entries, plugins } };
}
