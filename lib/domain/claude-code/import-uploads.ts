import { at } from "../at-index";
import { isDocumentationName, placeFiles, type SkipCounts, type SkipKind } from "./agent-files";
import { documentationReason } from "./documentation";
import { DEFAULT_IMPORT_CONTEXT, type ImportContext } from "./import-checks";
import { importClaudeCodeFile, type ImportedFile } from "./import-file";
import { IMPORT_LIMITS } from "./limits";
import { isLitterPath } from "./litter";
import { isPluginManifest, readPluginManifest, type PluginRoot } from "./plugin-layout";
import { listUploads, type UploadEntry, type UploadedFile } from "./upload-entries";
import type { EntryData } from "./zip-directory";

export type ImportedPlugin = { name: string; version: string | null; agents: number };
export type ImportOutcome =
  { ok: true; files: ImportedFile[]; plugins: ImportedPlugin[]; unlisted: SkipCounts } | { ok: false; message: string };

const natural = new Intl.Collator("en", { numeric: true, sensitivity: "variant" });
const KB = 1024;
const READ_AHEAD = 16;
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads uploaded `.md` files, zips of them, folders, whole repositories and Claude Code plugins
 * (folder or zip) into one report line per Markdown file, in path order (an export's numeric
 * prefixes keep its authored order). Only the agent files are read (agent-files.ts); what else a
 * zip or folder holds is counted. An import over the limits is refused whole, with the sentence to show.
 */
export async function importUploads(
  uploads: UploadedFile[],
  context: ImportContext = DEFAULT_IMPORT_CONTEXT,
): Promise<ImportOutcome> {
  const listing = listUploads(uploads, IMPORT_LIMITS.zipEntries);
  if (!listing.ok) return listing;
  const results: ImportedFile[] = [...listing.problems];
  const visible = listing.entries.filter((e) => !isLitterPath(e.path));
  const plugins = await readManifests(visible);
  const places = placeFiles(visible, plugins);
  const unlisted: SkipCounts = {};
  const candidates: { entry: UploadEntry; plugin?: string }[] = [];
  for (const entry of visible) {
    const place = places.get(entry.path)!;
    if (place.agent) candidates.push({ entry, plugin: place.plugin });
    else if (place.kind === "not-markdown" && entry.root !== null)
      unlisted["not-markdown"] = (unlisted["not-markdown"] ?? 0) + 1;
    else
      results.push({
        file: entry.path,
        spec: null,
        notes: [{ severity: "info", message: place.message }],
        skipped: true,
        kind: place.kind,
        plugin: place.plugin,
      });
  }
  const tooMany = (count: number): ImportOutcome => ({
    ok: false,
    message: `This import holds ${count} subagent files; one import takes at most ${IMPORT_LIMITS.markdownFiles}. Split it into smaller ones.`,
  });
  // Documentation among the Markdown is only known once read, so the exact count comes after;
  // this bound keeps the reading itself in proportion.
  if (candidates.length > 2 * IMPORT_LIMITS.markdownFiles) return tooMany(candidates.length);
  const overBudget = (): ImportOutcome => ({
    ok: false,
    message: `The subagent files in this import come to more than ${IMPORT_LIMITS.totalBytes / KB / KB} MB, the most one import takes. Split it into smaller ones.`,
  });
  // What reading would inflate, from the sizes the directories declare, before a byte is inflated
  // (a file declared past the per-file limit is never inflated; none yields more than declared).
  const declared = candidates.reduce(
    (sum, { entry }) => sum + (entry.declaredSize > IMPORT_LIMITS.fileBytes ? 0 : entry.declaredSize),
    0,
  );
  if (declared > IMPORT_LIMITS.totalBytes) return overBudget();

  let budget = IMPORT_LIMITS.totalBytes;
  let documentation = 0;
  // A few files inflate at once (off the main thread), read in order: a zip of 500 small files
  // spends most of its time waiting on each stream's turn, not inflating.
  const reads = new Map<number, Promise<EntryData>>();
  const readAhead = (from: number) => {
    for (let k = from; k < Math.min(from + READ_AHEAD, candidates.length); k++)
      if (!reads.has(k)) reads.set(k, at(candidates, k).entry.read(IMPORT_LIMITS.fileBytes));
  };
  for (const [i, { entry, plugin }] of candidates.entries()) {
    const line = (severity: "info" | "error", message: string, kind?: SkipKind): ImportedFile => ({
      file: entry.path,
      spec: null,
      notes: [{ severity, message }],
      ...(kind ? { skipped: true as const, kind } : {}),
      ...(plugin ? { plugin } : {}),
    });
    readAhead(i);
    const data = await reads.get(i)!;
    reads.delete(i);
    if (!data.ok) {
      const base = entry.path.split("/").pop();
      const large = data.reason === "too_large";
      if (large && isDocumentationName(entry.path)) documentation += 1;
      if (large && isDocumentationName(entry.path))
        results.push(
          line(
            "info",
            `Skipped: ${base}, documentation by its name and larger than any subagent file (${IMPORT_LIMITS.fileBytes / KB} KB), not a subagent.`,
            "documentation",
          ),
        );
      else results.push(line("error", UNREADABLE[data.reason]));
      continue;
    }
    budget -= data.bytes.length;
    if (budget < 0) return overBudget();
    const text = decode(data.bytes);
    if (text === null) {
      results.push(line("error", "Not imported: the file is not UTF-8 text."));
      continue;
    }
    const reason = documentationReason(entry.path, text, candidates.length > 1);
    if (reason) documentation += 1;
    if (reason) results.push(line("info", reason, "documentation"));
    else results.push({ ...importSafely(entry.path, text, context), ...(plugin ? { plugin } : {}) });
  }
  if (candidates.length - documentation > IMPORT_LIMITS.markdownFiles)
    return tooMany(candidates.length - documentation);
  results.sort((a, b) => natural.compare(a.file, b.file));
  const summary = plugins.map((p) => ({
    name: p.name,
    version: p.version,
    agents: results.filter((r) => r.plugin === p.name && r.spec).length,
  }));
  return { ok: true, files: results, plugins: summary, unlisted };
}

const UNREADABLE: Readonly<Record<Exclude<EntryData, { ok: true }>["reason"], string>> = {
  too_large: `Not imported: the file is larger than ${IMPORT_LIMITS.fileBytes / KB} KB.`,
  encrypted: "Not imported: the file is encrypted in the zip; zip it again without a password.",
  method:
    "Not imported: the zip stores the file with a compression the import cannot read; zip it again with the usual (deflate) compression.",
  unreadable: "Not imported: the file could not be read from the zip (the archive may be damaged).",
};

async function readManifests(entries: readonly UploadEntry[]): Promise<PluginRoot[]> {
  const plugins: PluginRoot[] = [];
  for (const entry of entries.filter((e) => isPluginManifest(e.path))) {
    const data = await entry.read(64 * KB);
    plugins.push(readPluginManifest(entry.path, data.ok ? decode(data.bytes) : null));
  }
  return plugins;
}

// Whatever one file holds, it is that file's problem: the rest of the import goes on.
function importSafely(path: string, text: string, context: ImportContext): ImportedFile {
  try {
    return importClaudeCodeFile(path, text, context);
  } catch {
    return {
      file: path,
      spec: null,
      notes: [
        {
          severity: "error",
          message: "Not imported: the file could not be read (it may be nested too deeply); check its frontmatter.",
        },
      ],
    };
  }
}

function decode(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}
