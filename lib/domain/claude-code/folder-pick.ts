import { placeFiles, type ImportPath, type SkipCounts } from "./agent-files";
import type { ImportReportEntry, ImportResponse } from "./import-report";
import { isPluginManifest, readPluginManifest } from "./plugin-layout";

/** A chosen file: its path in the chosen folder (`folder/a/b.md`), or its name when it was chosen on its own. */
export type PickedFile = { path: string; inFolder: boolean };

/** What the browser sends (indexes into the chosen files), and the report lines of what it leaves out. */
export type FolderPlan = { send: number[]; skipped: ImportReportEntry[]; unlisted: SkipCounts };

const natural = new Intl.Collator("en", { numeric: true, sensitivity: "variant" });

/**
 * Decides in the browser, before anything is uploaded, which chosen files the import needs: the
 * agent files of each chosen folder and its plugin manifests (whose text is given, to know the
 * agents they list), by the same rules the server applies (agent-files.ts). A big repository
 * then sends a few hundred kilobytes instead of its whole tree. Files chosen on their own and zips
 * chosen on their own are always sent.
 */
export function planFolderPick(
  files: readonly PickedFile[],
  manifests: ReadonlyMap<string, string | null>,
): FolderPlan {
  const paths: ImportPath[] = files.map((f) => ({
    path: f.path,
    root: f.inFolder && f.path.includes("/") ? f.path.slice(0, f.path.indexOf("/") + 1) : null,
  }));
  const plugins = [...manifests]
    .filter(([path]) => isPluginManifest(path))
    .map(([path, text]) => readPluginManifest(path, text));
  const places = placeFiles(paths, plugins);
  const plan: FolderPlan = { send: [], skipped: [], unlisted: {} };
  paths.forEach(({ path, root }, i) => {
    const place = places.get(path)!;
    if (place.agent || place.kind === "manifest" || root === null) plan.send.push(i);
    else if (place.kind === "not-markdown") plan.unlisted["not-markdown"] = (plan.unlisted["not-markdown"] ?? 0) + 1;
    else {
      const notes = [{ severity: "info" as const, message: place.message }];
      plan.skipped.push({
        file: path,
        status: "skipped",
        name: null,
        spec: null,
        plugin: place.plugin ?? null,
        kind: place.kind,
        notes,
      });
    }
  });
  return plan;
}

/** The server's report with the lines and counts of what the browser left out, in path order. */
export function withLeftOut(response: ImportResponse, plan: FolderPlan): ImportResponse {
  const files = [...response.report.files, ...plan.skipped].sort((a, b) => natural.compare(a.file, b.file));
  const unlisted: SkipCounts = { ...response.report.unlisted };
  for (const [kind, n] of Object.entries(plan.unlisted) as [keyof SkipCounts, number][])
    unlisted[kind] = (unlisted[kind] ?? 0) + n;
  return { specs: response.specs, report: { ...response.report, files, unlisted } };
}
