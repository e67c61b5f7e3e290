import { splitFrontmatter } from "./frontmatter";

export const REPORT_FILE = "REPORT.md";
export const REPORT_HEADING = "# Expert Studio export report";

const DOC_NAMES = /^(readme|changelog|changes|history|license|licence|contributing|code[-_]of[-_]conduct|security|support|authors|notice|index|summary|toc)$/i;

/**
 * Why a Markdown file is documentation rather than a subagent, or null. Only files without
 * frontmatter qualify: a well-known documentation name, our own export report, or, among
 * several files, one that opens with a Markdown heading.
 */
export function documentationReason(path: string, text: string, amongSeveral: boolean): string | null {
  if (splitFrontmatter(text).kind !== "none") return null;
  const base = path.split("/").pop() ?? path;
  if (base === REPORT_FILE && text.replace(/^\uFEFF/, "").startsWith(REPORT_HEADING)) return "Skipped: the report of an Expert Studio export.";
  const stem = base.replace(/\.(md|markdown)$/i, "");
  const heading = /^\s*#{1,6}\s/.test(text.replace(/^\uFEFF/, ""));
  if (DOC_NAMES.test(stem) || (amongSeveral && heading)) {
    return `Skipped: ${base} has no frontmatter and reads as documentation, not a subagent.`;
  }
  return null;
}
