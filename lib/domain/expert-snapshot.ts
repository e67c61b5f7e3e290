import type { ExpertVersionConfig } from "./expert-content";

/** Everything a creator can change about an Expert, as one comparable value (audit log, history, restore). */
export type ExpertSnapshot = ExpertVersionConfig & {
  status: "draft" | "published";
  deleted: boolean;
};

/** The Expert row's own editable columns: what a save and a restore both write (subagents and switches live in rows of their own). */
export type ExpertContent = Omit<ExpertSnapshot, "slug" | "status" | "deleted" | "specs" | "disabledBuiltins">;

export type SnapshotChange = { field: string; before: unknown; after: unknown };

type GuardKey = keyof ExpertSnapshot["teamGuard"];
type FieldRule =
  | { compare: "value" | "list"; label: string }
  | { compare: "guard"; labels: Record<GuardKey, string> }
  | { compare: "specs" };

/**
 * How each snapshot field is compared in a diff and labelled in the audit log, in the diff's order.
 * Keyed by every field of the snapshot: a field without its rule does not compile.
 */
const SNAPSHOT_FIELDS: { [K in keyof ExpertSnapshot]: FieldRule } = {
  name: { compare: "value", label: "Name" },
  slug: { compare: "value", label: "Slug" },
  description: { compare: "value", label: "Description" },
  instructions: { compare: "value", label: "Instructions" },
  delegationBrief: { compare: "value", label: "Delegation brief" },
  delegatable: { compare: "value", label: "Accepts delegation" },
  status: { compare: "value", label: "Status" },
  deleted: { compare: "value", label: "Deleted" },
  priceLabel: { compare: "value", label: "Price label" },
  defaultModel: { compare: "value", label: "Default model" },
  plugins: { compare: "list", label: "Plugins" },
  disabledBuiltins: { compare: "list", label: "Switched-off builtins" },
  teamGuard: {
    compare: "guard",
    labels: { mode: "Team guard mode", markers: "Team guard markers", deny: "Team guard deny list" },
  },
  specs: { compare: "specs" },
};

const FIELD_ORDER = Object.keys(SNAPSHOT_FIELDS) as (keyof ExpertSnapshot)[];

/** The audit log's label of each snapshot field (`teamGuard.mode` for a guard key); specs are labelled by position. */
export const SNAPSHOT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  FIELD_ORDER.flatMap((field): [string, string][] => {
    const rule = SNAPSHOT_FIELDS[field];
    if (rule.compare === "guard") return Object.entries(rule.labels).map(([key, label]) => [`${field}.${key}`, label]);
    return rule.compare === "specs" ? [] : [[field, rule.label]];
  }),
);

/** A readable field-by-field diff; specs are compared by position (`specs[2]`). */
export function diffSnapshots(before: ExpertSnapshot | null, after: ExpertSnapshot): SnapshotChange[] {
  if (!before) return [{ field: "created", before: null, after: after.name }];
  return FIELD_ORDER.flatMap((field) => fieldChanges(field, SNAPSHOT_FIELDS[field], before, after));
}

function fieldChanges(
  field: keyof ExpertSnapshot,
  rule: FieldRule,
  before: ExpertSnapshot,
  after: ExpertSnapshot,
): SnapshotChange[] {
  switch (rule.compare) {
    case "value":
      return before[field] !== after[field] ? [{ field, before: before[field], after: after[field] }] : [];
    case "list": {
      const a = before[field] as readonly string[];
      const b = after[field] as readonly string[];
      return sameList(a, b) ? [] : [{ field, before: a, after: b }];
    }
    case "guard":
      return listChanges(
        (Object.keys(rule.labels) as GuardKey[]).map(
          (key) => [`${field}.${key}`, before.teamGuard[key], after.teamGuard[key]] as const,
        ),
      );
    case "specs": {
      const changes: SnapshotChange[] = [];
      const specCount = Math.max(before.specs.length, after.specs.length);
      for (let i = 0; i < specCount; i++) {
        if (before.specs[i] !== after.specs[i]) {
          changes.push({ field: `specs[${i}]`, before: before.specs[i] ?? null, after: after.specs[i] ?? null });
        }
      }
      return changes;
    }
  }
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
