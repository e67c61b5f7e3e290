/**
 * One line of an import or export report: `info` translated, `warning` not carried over, `error` a
 * file problem. `fix` offers a name that resolves the problem in one click.
 */
export type TransferNote = {
  severity: "info" | "warning" | "error";
  key?: string;
  message: string;
  fix?: { name: string };
};

/** A short, readable rendering of a YAML/JSON value for a report line. */
export function showValue(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

export function formatNote(note: TransferNote): string {
  const label = note.severity === "error" ? "Problem" : note.severity === "warning" ? "Warning" : "Translated";
  return `${label}: ${note.message}`;
}
