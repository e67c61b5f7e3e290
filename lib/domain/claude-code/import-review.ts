import { at } from "../at-index";
import { importStatus, type ImportReportEntry } from "./import-report";
import { duplicateNameNotes, specNameOf } from "./names";
import type { TransferNote } from "./notes";

/** A note the creator has resolved with its fix, per file. */
export const noteKey = (file: string, note: TransferNote) => `${file}\n${note.message}`;

/**
 * The import report as the creator sees it now: names from the current (possibly renamed) specs,
 * resolved notes gone, and a duplicate_name note wherever a name is declared earlier in the draft
 * or in the import.
 */
export function reviewImport(
  files: readonly ImportReportEntry[],
  raws: readonly string[],
  existing: readonly string[],
  resolved: ReadonlySet<string>,
): ImportReportEntry[] {
  const duplicates = duplicateNameNotes(existing, raws);
  return files.map((entry) => {
    const kept = entry.notes.filter((n) => !resolved.has(noteKey(entry.file, n)));
    const duplicate = entry.spec === null ? undefined : duplicates.get(entry.spec);
    const notes = duplicate ? [...kept, duplicate] : kept;
    const name = entry.spec === null ? null : specNameOf(at(raws, entry.spec));
    return {
      ...entry,
      name,
      notes,
      status: importStatus(
        { spec: entry.spec === null ? null : {}, skipped: entry.status === "skipped" || undefined },
        notes,
      ),
    };
  });
}
