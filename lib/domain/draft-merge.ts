/**
 * A three-way merge of two edits of one record, field by field: a field this side did not touch
 * takes the other side's value; a field this side changed keeps this side's. Fields both sides
 * changed (to different values) are named in `clashes`, where this side wins.
 */
export type FieldMerge<T> = { merged: T; kept: (keyof T)[]; taken: (keyof T)[]; clashes: (keyof T)[] };

/** Blank text and a missing value are the same; text is compared without surrounding spaces. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalized(a)) === JSON.stringify(normalized(b));
}

function normalized(value: unknown): unknown {
  const text = typeof value === "string" ? value.trim() : value;
  return text == null || text === "" ? null : text;
}

export function mergeFields<T extends object>(base: T, theirs: T, mine: T): FieldMerge<T> {
  const merged = { ...mine };
  const kept: (keyof T)[] = [];
  const taken: (keyof T)[] = [];
  const clashes: (keyof T)[] = [];
  for (const key of Object.keys(mine) as (keyof T)[]) {
    const iChanged = !sameValue(base[key], mine[key]);
    const theyChanged = !sameValue(base[key], theirs[key]);
    if (!iChanged) {
      merged[key] = theirs[key];
      if (theyChanged) taken.push(key);
    } else {
      kept.push(key);
      if (theyChanged && !sameValue(mine[key], theirs[key])) clashes.push(key);
    }
  }
  return { merged, kept, taken, clashes };
}
