import { isDocumentationName } from "./agent-files";
import { REPORT_FILE } from "./file-names";
import { splitFrontmatter } from "./frontmatter";

export const REPORT_HEADING = "# Expert Studio export report";

/**
 * Why a Markdown file is documentation rather than a subagent, or null: a well-known
 * documentation name without frontmatter or with frontmatter that names no agent, our own
 * export report, or, among several files, one without frontmatter that opens with a heading.
 */
export function documentationReason(path: string, text: string, amongSeveral: boolean): string | null {
  const base = path.split("/").pop() ?? path;
  const split = splitFrontmatter(text);
  if (split.kind === "frontmatter" && isDocumentationName(base) && !/^(name|description)\s*:/m.test(split.yaml)) {
    // A documentation site's page (`layout:`, `title:`), not an agent: agents have a name or a description.
    return `Skipped: ${base} has no name or description in its frontmatter and reads as documentation, not a subagent.`;
  }
  if (split.kind !== "none") return null;
  if (base === REPORT_FILE && text.replace(/^\uFEFF/, "").startsWith(REPORT_HEADING))
    return "Skipped: the report of an Expert Studio export.";
  const heading = /^\s*#{1,6}\s/.test(text.replace(/^\uFEFF/, ""));
  if (isDocumentationName(base) || (amongSeveral && heading)) {
    return `Skipped: ${base} has no frontmatter and reads as documentation, not a subagent.`;
  }
  return null;
}
