// Here rather than beside the report's other rules: the editor names files with this module, and
// the report's module reads frontmatter, which would bring the YAML parser into the page.
export const REPORT_FILE = "REPORT.md";

/** File names from spec names: safe characters only, unique case-insensitively, never the report's name. */
export function uniqueFileNames(names: (string | null)[]): string[] {
  const taken = new Set([REPORT_FILE.toLowerCase()]);
  return names.map((name, i) => {
    const stem =
      (name ?? "")
        .normalize("NFC")
        .replace(/[^\p{L}\p{N}._-]+/gu, "-")
        .replace(/-+/g, "-")
        .replace(/^[-.]+|[-.]+$/g, "")
        .slice(0, 80) || `subagent-${i + 1}`;
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
