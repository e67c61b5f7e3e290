import { SNAPSHOT_LABELS, type SnapshotChange } from "./expert-snapshot";

const FIELD_LABELS: Record<string, string> = {
  created: "Created",
  ...SNAPSHOT_LABELS,
  policy: "Delegation policy",
  whitelist: "Delegation whitelist",
  access: "Access",
  role: "Role",
  disabled: "Disabled",
};

/** A stored diff (JSON column) read defensively: anything that is not a change entry is skipped. */
export function readStoredDiff(value: unknown): SnapshotChange[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[])
    .filter(
      (c): c is Record<string, unknown> =>
        typeof c === "object" && c !== null && typeof (c as Record<string, unknown>).field === "string",
    )
    .map((c) => ({ field: c.field as string, before: c.before ?? null, after: c.after ?? null }));
}

/** `specs[2]` reads "Subagent spec 3"; known fields get their label; others stay as stored. */
export function fieldLabel(field: string): string {
  const spec = /^specs\[(\d+)\]$/.exec(field);
  if (spec) return `Subagent spec ${Number(spec[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
}

/** A value as one readable line of text: absent values say so, lists are comma-separated. */
export function describeValue(value: unknown, max = 300): string {
  let text: string;
  if (value === null || value === undefined) text = "(none)";
  else if (typeof value === "boolean") text = value ? "yes" : "no";
  else if (typeof value === "string") text = value === "" ? "(empty)" : value;
  else if (Array.isArray(value))
    text =
      value.length === 0
        ? "(empty list)"
        : value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(", ");
  else if (typeof value === "function" || typeof value === "symbol") text = String(value);
  else text = JSON.stringify(value) ?? Object.prototype.toString.call(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export type DiffLine = { field: string; label: string; before: string; after: string };

export function describeDiff(value: unknown): DiffLine[] {
  return readStoredDiff(value).map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    before: describeValue(c.before),
    after: describeValue(c.after),
  }));
}
