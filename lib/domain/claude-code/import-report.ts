import { serializeSpec } from "../expert-draft-shape";
import type { ImportedFile } from "./import-file";
import type { SkipCounts, SkipKind } from "./agent-files";
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
  /** What a skipped file is. */
  kind: SkipKind | null;
  notes: TransferNote[];
};

/** What the import route answers: nothing is stored; the editor adds `specs` to its draft. `unlisted` counts skipped files without a line. */
export type ImportResponse = {
  specs: string[];
  report: { files: ImportReportEntry[]; plugins: ImportedPlugin[]; unlisted: SkipCounts };
};

export function importStatus(
  file: Pick<ImportedFile, "spec" | "skipped">,
  notes: readonly TransferNote[],
): ImportStatus {
  if (file.skipped) return "skipped";
  if (!file.spec) return "refused";
  return notes.some((n) => n.severity !== "info") ? "notes" : "imported";
}

export function importResponse(
  files: readonly ImportedFile[],
  plugins: ImportedPlugin[],
  unlisted: SkipCounts = {},
): ImportResponse {
  const specs: string[] = [];
  const entries = files.map((f): ImportReportEntry => {
    const spec = f.spec ? specs.push(serializeSpec(f.spec)) - 1 : null;
    const name = f.spec && typeof f.spec.name === "string" ? f.spec.name : null;
    return {
      file: f.file,
      status: importStatus(f, f.notes),
      name,
      spec,
      plugin: f.plugin ?? null,
      kind: f.kind ?? null,
      notes: f.notes,
    };
  });
  return { specs, report: { files: entries, plugins, unlisted } };
}

const KIND_LABELS: Readonly<Record<SkipKind, [string, string]>> = {
  command: ["slash command", "slash commands"],
  skill: ["skill file", "skill files"],
  memory: ["CLAUDE.md or AGENTS.md", "CLAUDE.md and AGENTS.md files"],
  github: [".github file", ".github files"],
  "output-style": ["output style", "output styles"],
  documentation: ["documentation file", "documentation files"],
  outside: ["Markdown file outside the agents folders", "Markdown files outside the agents folders"],
  "not-markdown": ["file that is not Markdown", "files that are not Markdown"],
  manifest: ["plugin manifest", "plugin manifests"],
};

/** Skipped files by kind, from their report lines and the counted ones, in a fixed order. */
export function skippedCounts(
  files: readonly Pick<ImportReportEntry, "status" | "kind">[],
  unlisted: SkipCounts,
): [SkipKind, number][] {
  const counts = new Map<SkipKind, number>();
  for (const file of files)
    if (file.status === "skipped" && file.kind) counts.set(file.kind, (counts.get(file.kind) ?? 0) + 1);
  for (const [kind, n] of Object.entries(unlisted) as [SkipKind, number][])
    counts.set(kind, (counts.get(kind) ?? 0) + n);
  return (Object.keys(KIND_LABELS) as SkipKind[]).flatMap((kind) =>
    counts.get(kind) ? [[kind, counts.get(kind)!] as [SkipKind, number]] : [],
  );
}

/** "Skipped 3 files that are not subagents: 2 slash commands, 1 skill file." (empty when nothing was skipped). */
export function skippedSentence(counts: readonly [SkipKind, number][]): string {
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return "";
  const parts = counts.map(([kind, n]) => `${n.toLocaleString("en")} ${KIND_LABELS[kind][n === 1 ? 0 : 1]}`);
  const what = total === 1 ? "file that is not a subagent" : "files that are not subagents";
  return `Skipped ${total.toLocaleString("en")} ${what}: ${parts.join(", ")}.`;
}
