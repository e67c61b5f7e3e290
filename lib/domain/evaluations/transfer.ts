import {
  checkCases,
  expectOfKey,
  targetKey,
  tooManyCases,
  type CheckedCases,
  type EvaluationCase,
  type KnownTargets,
} from "./cases";

/**
 * rules §16: evaluation sets in and out as JSONL (one `{ message, expect }` per line) or CSV
 * (`message,expect` with `subagent:name`, `delegate:slug` or `none`). Import checks each row on its
 * own and reports the refused ones by row; the caller decides whether to keep the good ones.
 */
export type ImportFormat = "jsonl" | "csv";
export type ImportReport = CheckedCases & { rows: number; tooMany: string | null };

export function importCases(text: string, format: ImportFormat, known?: KnownTargets): ImportReport {
  const rows = format === "jsonl" ? jsonlRows(text) : csvRows(text);
  if (rows === null) return { cases: [], refused: [{ row: 1, reason: CSV_HEADER }], rows: 0, tooMany: null };
  const checked = checkCases(rows, known);
  return { ...checked, rows: rows.length, tooMany: tooManyCases(checked.cases.length) };
}

/** The format a file's name says, JSONL by default. */
export function formatOfFileName(name: string): ImportFormat {
  return /\.csv$/i.test(name) ? "csv" : "jsonl";
}

export function exportJsonl(cases: readonly EvaluationCase[]): string {
  return (
    cases.map((c) => JSON.stringify({ message: c.message, expect: c.expect })).join("\n") + (cases.length ? "\n" : "")
  );
}

export function exportCsv(cases: readonly EvaluationCase[]): string {
  return ["message,expect\r\n", ...cases.map((c) => `${cell(c.message)},${cell(targetKey(c.expect))}\r\n`)].join("");
}

// A cell a spreadsheet would run as a formula gets an apostrophe (as lib/domain/csv.ts does); the
// reader takes exactly one off again, so a message survives the round trip byte for byte.
const FORMULA = /^'*[=+\-@\t\r]/;
function cell(text: string): string {
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
const uncell = (text: string) => (FORMULA.test(text) && text.startsWith("'") ? text.slice(1) : text);

type Row = { row: number; value: unknown };

function jsonlRows(text: string): Row[] {
  const rows: Row[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = NOT_JSON;
    }
    rows.push({ row: i + 1, value });
  });
  return rows;
}

// A row that is not JSON is refused as not being a case object.
const NOT_JSON = Symbol("not json");

/** RFC 4180 records; a header row naming `message` and `expect` is required. Rows count from the header (row 1). */
const CSV_HEADER = "The first row must name the columns: message,expect.";

function csvRows(text: string): Row[] | null {
  const records = parseCsv(text.replace(/^\uFEFF/, ""));
  const header = records[0]?.cells.map((h) => h.trim().toLowerCase()) ?? [];
  const mi = header.indexOf("message");
  const ei = header.indexOf("expect");
  if (mi < 0 || ei < 0) return null;
  return records
    .slice(1)
    .filter((r) => r.cells.some((c) => c !== ""))
    .map((r) => ({ row: r.row, value: csvCase(r.cells[mi], r.cells[ei]) }));
}

function csvCase(message: string | undefined, expect: string | undefined): unknown {
  const raw = uncell(expect ?? "").trim();
  const key = raw.startsWith("@") ? `delegate:${raw.slice(1)}` : raw;
  let parsed: unknown;
  if (key === "none") parsed = { none: true };
  else if (/^(subagent|delegate):/.test(key)) parsed = expectOfKey(key);
  else parsed = raw === "" ? undefined : { [raw]: undefined };
  return { message: uncell(message ?? ""), expect: parsed };
}

/** Records with the physical line each starts on (a quoted cell may span lines). */
export function parseCsv(text: string): { row: number; cells: string[] }[] {
  const records: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cellText = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const endCell = () => {
    cells.push(cellText);
    cellText = "";
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cellText += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cellText += ch;
      }
    } else if (ch === '"' && cellText === "") quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endCell();
      records.push({ row: start, cells });
      cells = [];
      line++;
      start = line;
    } else cellText += ch;
  }
  if (cellText !== "" || cells.length > 0) {
    endCell();
    records.push({ row: start, cells });
  }
  return records;
}
