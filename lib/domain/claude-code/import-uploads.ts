import JSZip from "jszip";
import { documentationReason } from "./documentation";
import { DEFAULT_IMPORT_CONTEXT, type ImportContext } from "./import-checks";
import { importClaudeCodeFile, type ImportedFile } from "./import-file";
import { IMPORT_LIMITS } from "./limits";
import { isLitterPath } from "./litter";
import { isPluginManifest, placeInPlugins, readPluginManifest, type PluginRoot } from "./plugin-layout";
import { readZipEntry } from "./zip-entry";

export type UploadedFile = { name: string; bytes: Uint8Array };
export type ImportedPlugin = { name: string; version: string | null; agents: number };
export type ImportOutcome = { ok: true; files: ImportedFile[]; plugins: ImportedPlugin[] } | { ok: false; message: string };

/** One file of the import, loose or inside a zip, read on demand up to a limit. */
type Entry = { path: string; read: (limit: number) => Promise<Uint8Array | null> };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (file: UploadedFile) => file.name.toLowerCase().endsWith(".zip") || ZIP_MAGIC.every((byte, i) => file.bytes[i] === byte);
const isMarkdown = (path: string) => /\.(md|markdown)$/i.test(path);
const natural = new Intl.Collator("en", { numeric: true, sensitivity: "variant" });
const KB = 1024;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads uploaded `.md` files, zips of them, folders and Claude Code plugins (folder or zip) into one
 * report line per file, in path order (an export's numeric prefixes keep its authored order).
 * An import over the limits is refused whole, with the sentence to show.
 */
export async function importUploads(uploads: UploadedFile[], context: ImportContext = DEFAULT_IMPORT_CONTEXT): Promise<ImportOutcome> {
  const results: ImportedFile[] = [];
  const entries: Entry[] = [];
  for (const upload of uploads) {
    if (!isZip(upload)) {
      entries.push({ path: upload.name, read: async (limit) => (upload.bytes.length > limit ? null : upload.bytes) });
      continue;
    }
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(upload.bytes);
    } catch {
      results.push({ file: upload.name, spec: null, notes: [{ severity: "error", message: "Not imported: the file is not a readable zip archive." }] });
      continue;
    }
    const files = Object.values(zip.files).filter((e) => !e.dir);
    if (files.length === 0) results.push({ file: upload.name, spec: null, notes: [{ severity: "error", message: "The zip archive holds no files." }] });
    for (const file of files) entries.push({ path: `${upload.name}/${file.name}`, read: (limit) => readZipEntry(file, limit) });
    if (entries.length > IMPORT_LIMITS.zipEntries) {
      return { ok: false, message: `This import holds more than ${IMPORT_LIMITS.zipEntries.toLocaleString("en")} files; split it into smaller zips.` };
    }
  }
  const visible = entries.filter((e) => !isLitterPath(e.path));

  const plugins: PluginRoot[] = [];
  for (const entry of visible.filter((e) => isPluginManifest(e.path))) {
    const bytes = await entry.read(64 * KB);
    plugins.push(readPluginManifest(entry.path, bytes === null ? null : decode(bytes)));
  }
  const candidates: { entry: Entry; plugin?: string }[] = [];
  for (const entry of visible) {
    const place = placeInPlugins(entry.path, plugins);
    const skip = (message: string) => results.push({ file: entry.path, spec: null, notes: [{ severity: "info", message }], skipped: true, plugin: place?.plugin.name });
    if (isPluginManifest(entry.path)) skip(`Read as the manifest of the Claude Code plugin "${place?.plugin.name}".`);
    else if (!isMarkdown(entry.path)) skip("Skipped: not a Markdown (.md) file.");
    else if (place && !place.agent) skip(`Skipped: not in the agents folder of the plugin "${place.plugin.name}".`);
    else candidates.push({ entry, plugin: place?.plugin.name });
  }
  const tooMany = (count: number): ImportOutcome => ({
    ok: false,
    message: `This import holds ${count} subagent files; one import takes at most ${IMPORT_LIMITS.markdownFiles}. Split it into smaller ones.`,
  });
  // Documentation among the Markdown is only known once read, so the exact count comes after;
  // this bound keeps the reading itself in proportion.
  if (candidates.length > 2 * IMPORT_LIMITS.markdownFiles) return tooMany(candidates.length);

  let budget = IMPORT_LIMITS.totalBytes;
  let documentation = 0;
  for (const { entry, plugin } of candidates) {
    const refuse = (message: string) => results.push({ file: entry.path, spec: null, notes: [{ severity: "error", message }], plugin });
    const bytes = await entry.read(IMPORT_LIMITS.fileBytes);
    if (bytes === null) {
      refuse(`Not imported: the file is larger than ${IMPORT_LIMITS.fileBytes / KB} KB.`);
      continue;
    }
    budget -= bytes.length;
    if (budget < 0) {
      return { ok: false, message: `The Markdown in this import comes to more than ${IMPORT_LIMITS.totalBytes / KB / KB} MB, the most one import takes. Split it into smaller ones.` };
    }
    const text = decode(bytes);
    if (text === null) {
      refuse("Not imported: the file is not UTF-8 text.");
      continue;
    }
    const reason = documentationReason(entry.path, text, candidates.length > 1);
    if (reason) documentation += 1;
    if (reason) results.push({ file: entry.path, spec: null, notes: [{ severity: "info", message: reason }], skipped: true, plugin });
    else results.push({ ...importSafely(entry.path, text, context), ...(plugin ? { plugin } : {}) });
  }
  if (candidates.length - documentation > IMPORT_LIMITS.markdownFiles) return tooMany(candidates.length - documentation);
  results.sort((a, b) => natural.compare(a.file, b.file));
  const summary = plugins.map((p) => ({ name: p.name, version: p.version, agents: results.filter((r) => r.plugin === p.name && r.spec).length }));
  return { ok: true, files: results, plugins: summary };
}

// Whatever one file holds, it is that file's problem: the rest of the import goes on.
function importSafely(path: string, text: string, context: ImportContext): ImportedFile {
  try {
    return importClaudeCodeFile(path, text, context);
  } catch {
    return { file: path, spec: null, notes: [{ severity: "error", message: "Not imported: the file could not be read (it may be nested too deeply); check its frontmatter." }] };
  }
}

function decode(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
