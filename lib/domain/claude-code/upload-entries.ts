import type { ImportedFile } from "./import-file";
import { readZipDirectory, readZipEntryData, type EntryData } from "./zip-directory";

export type UploadedFile = { name: string; bytes: Uint8Array };

/** One file of the import, loose or inside a zip, read on demand up to a limit. */
export type UploadEntry = {
  path: string;
  /** The zip or chosen folder it came in ("pack.zip/", "folder/"); null for a file given on its own. */
  root: string | null;
  /** Its size as sent, or as its zip's central directory declares it (reading never yields more). */
  declaredSize: number;
  read: (limit: number) => Promise<EntryData>;
};

export type UploadListing =
  { ok: true; entries: UploadEntry[]; problems: ImportedFile[] } | { ok: false; message: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (file: UploadedFile) =>
  file.name.toLowerCase().endsWith(".zip") || ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);

/**
 * Every file of the uploads: loose files as sent (a chosen folder's files carry its name as the
 * first part of their path), and the files of each zip as its central directory lists them, none
 * of them read yet. More than `maxEntries` files in the zips refuses the import whole.
 */
export function listUploads(uploads: readonly UploadedFile[], maxEntries: number): UploadListing {
  const entries: UploadEntry[] = [];
  const problems: ImportedFile[] = [];
  const problem = (file: string, message: string) =>
    problems.push({ file, spec: null, notes: [{ severity: "error", message }] });
  let zipped = 0;
  for (const upload of uploads) {
    if (!isZip(upload)) {
      const slash = upload.name.indexOf("/");
      const read = async (limit: number): Promise<EntryData> =>
        upload.bytes.length > limit ? { ok: false, reason: "too_large" } : { ok: true, bytes: upload.bytes };
      entries.push({
        path: upload.name,
        root: slash > 0 ? upload.name.slice(0, slash + 1) : null,
        declaredSize: upload.bytes.length,
        read,
      });
      continue;
    }
    const directory = readZipDirectory(upload.bytes, maxEntries - zipped);
    if (!directory.ok && directory.tooMany !== undefined) {
      return {
        ok: false,
        message: `This import holds more than ${maxEntries.toLocaleString("en")} files in its zips; split it into smaller ones.`,
      };
    }
    if (!directory.ok && directory.overlapping) {
      problem(
        upload.name,
        "Not imported: the zip's files overlap one another inside the archive, as no zip tool writes them; zip the files again.",
      );
      continue;
    }
    if (!directory.ok) {
      problem(upload.name, "Not imported: the file is not a readable zip archive.");
      continue;
    }
    if (directory.entries.length === 0) problem(upload.name, "The zip archive holds no files.");
    zipped += directory.entries.length;
    const root = `${upload.name}/`;
    for (const entry of directory.entries) {
      entries.push({
        path: `${root}${entry.name}`,
        root,
        declaredSize: entry.size,
        read: (limit) => readZipEntryData(upload.bytes, entry, limit),
      });
    }
  }
  return { ok: true, entries, problems };
}
