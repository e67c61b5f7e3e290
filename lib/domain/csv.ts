/**
 * One CSV line (RFC 4180: quoted when needed, quotes doubled, CRLF). A cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: log data is
 * written by outsiders and must not execute when an admin opens the export.
 */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(",") + "\r\n";
}

function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A day given as YYYY-MM-DD, as the start of that day in UTC; anything else is no bound. */
export function parseDay(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : date;
}
