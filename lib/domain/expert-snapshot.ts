import type { TeamGuardSettings } from "./tool-surface";

/** Everything a creator can change about an Expert, as one comparable value (audit log, history, restore). */
export type ExpertSnapshot = {
  name: string;
  slug: string;
  description: string;
  instructions: string;
  delegationBrief: string | null;
  delegatable: boolean;
  status: "draft" | "published";
  deleted: boolean;
  priceLabel: string | null;
  defaultModel: string;
  plugins: string[];
  teamGuard: TeamGuardSettings;
  /** Subagent specs as authored (raw text), in order. */
  specs: string[];
  /** Normalized handles of switched-off builtins, sorted. */
  disabledBuiltins: string[];
};

/** The Expert row's own editable columns: what a save and a restore both write (subagents and switches live in rows of their own). */
export type ExpertContent = Omit<ExpertSnapshot, "slug" | "status" | "deleted" | "specs" | "disabledBuiltins">;

export type SnapshotChange = { field: string; before: unknown; after: unknown };

const SCALAR_FIELDS = [
  "name", "slug", "description", "instructions", "delegationBrief", "delegatable",
  "status", "deleted", "priceLabel", "defaultModel",
] as const satisfies readonly (keyof ExpertSnapshot)[];

/** A readable field-by-field diff; specs are compared by position (`specs[2]`). */
export function diffSnapshots(before: ExpertSnapshot | null, after: ExpertSnapshot): SnapshotChange[] {
  if (!before) return [{ field: "created", before: null, after: after.name }];
  const changes: SnapshotChange[] = [];
  for (const field of SCALAR_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] });
  }
  if (!sameList(before.plugins, after.plugins)) changes.push({ field: "plugins", before: before.plugins, after: after.plugins });
  if (!sameList(before.disabledBuiltins, after.disabledBuiltins)) {
    changes.push({ field: "disabledBuiltins", before: before.disabledBuiltins, after: after.disabledBuiltins });
  }
  for (const key of ["mode", "markers", "deny"] as const) {
    const a = before.teamGuard[key];
    const b = after.teamGuard[key];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field: `teamGuard.${key}`, before: a, after: b });
  }
  const specCount = Math.max(before.specs.length, after.specs.length);
  for (let i = 0; i < specCount; i++) {
    if (before.specs[i] !== after.specs[i]) {
      changes.push({ field: `specs[${i}]`, before: before.specs[i] ?? null, after: after.specs[i] ?? null });
    }
  }
  return changes;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The changed ones of (field, before, after) triples; values compare by their JSON. */
export function listChanges(fields: readonly (readonly [string, unknown, unknown])[]): SnapshotChange[] {
  return fields
    .filter(([, before, after]) => JSON.stringify(before) !== JSON.stringify(after))
    .map(([field, before, after]) => ({ field, before, after }));
}
