import { writeSpecField } from "../spec-form";
import type { TransferNote } from "./notes";

// An export's order prefix (`007-reviewer.md`); removed when a file name has to give a spec name.
const ORDER_PREFIX = /^\d+[-_. ]+(?=\S)/;

/** A spec name from a file name: its base name, without extension, order prefix, whitespace and forbidden characters. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const stem = base.replace(/\.[^.]*$/, "").replace(ORDER_PREFIX, "");
  const cleaned = stem
    .replace(/[\s"<>&']+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return cleaned === "" ? "imported-subagent" : cleaned;
}

/** A valid spec name close to one with whitespace or forbidden characters: `Python Security Expert` → `python-security-expert`. */
export function suggestName(name: string): string {
  const cleaned = name
    .trim()
    .toLowerCase()
    .replace(/[\s"<>&']+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  return cleaned === "" ? "imported-subagent" : cleaned;
}

/** `base`, or `base-2`, `base-3`, … : the first that is not taken. */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

export function specNameOf(raw: string): string | null {
  try {
    const value: unknown = JSON.parse(raw);
    const name =
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? (value as { name?: unknown }).name
        : undefined;
    return typeof name === "string" ? name : null;
  } catch {
    return null;
  }
}

/** The raw spec with a new name, every other key kept as authored. */
export function renameSpec(raw: string, name: string): string {
  return writeSpecField(raw, "name", name);
}

/**
 * Imported specs whose name is already declared, in the draft or earlier in the import: the
 * first declaration wins at run time, so each gets a note with a free name to rename to.
 */
export function duplicateNameNotes(
  existing: readonly string[],
  imported: readonly string[],
  reserved: ReadonlySet<string> = new Set(),
): Map<number, TransferNote> {
  const declared = new Set(existing.flatMap((raw) => specNameOf(raw) ?? []));
  const taken = new Set([...declared, ...imported.flatMap((raw) => specNameOf(raw) ?? []), ...reserved]);
  const notes = new Map<number, TransferNote>();
  imported.forEach((raw, i) => {
    const name = specNameOf(raw);
    if (name === null || name === "") return;
    if (declared.has(name)) {
      const fix = freeName(name, taken);
      taken.add(fix);
      const message = `A subagent named ${name} is declared earlier (in this Expert or this import); the first declaration wins, so this one would be dropped (duplicate_name). Rename it to ${fix}.`;
      notes.set(i, { severity: "warning", key: "name", message, fix: { name: fix } });
    }
    declared.add(name);
  });
  return notes;
}
