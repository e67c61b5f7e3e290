// The Studio's History in words people read, worked out on the server so the editor's script does not
// carry them: what each recorded action was, each field's name (`priceLabel`, `specs[0]` are the
// snapshot's keys) and each value, shortened.
import type { DiffLine } from "./audit-diff-text";
import type { SnapshotChange } from "./expert-snapshot";

const LABELS: Record<string, string> = {
  created: "Created as",
  name: "Name",
  slug: "Slug",
  description: "Description",
  instructions: "System prompt",
  delegationBrief: "Delegation brief",
  delegatable: "Delegatable",
  status: "Status",
  deleted: "Deleted",
  priceLabel: "Price label",
  defaultModel: "Default model",
  plugins: "Plugins",
  disabledBuiltins: "Switched-off builtins",
  "teamGuard.mode": "Team guard mode",
  "teamGuard.markers": "Team guard markers",
  "teamGuard.deny": "Team guard deny list",
};

/** "Price label" for `priceLabel`, "Subagent 1" for `specs[0]`; an unknown key is shown as it is. */
export function historyFieldLabel(field: string): string {
  const spec = /^specs\[(\d+)\]$/.exec(field);
  if (spec) return `Subagent ${Number(spec[1]) + 1}`;
  return LABELS[field] ?? field;
}

const ACTIONS: Record<string, string> = {
  create: "Created",
  save: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored an earlier version",
  "subagents.import": "Imported subagents",
  "builtin.on": "Switched a builtin on",
  "builtin.off": "Switched a builtin off",
  delete: "Deleted",
  rollback: "Rolled back",
  discard: "Discarded unpublished changes",
};
// These make a new draft version; the others (unpublishing, switches before they joined the
// draft) record the version they acted on, which is why a version can repeat.
const NEW_VERSION = new Set(["create", "save", "restore", "subagents.import", "publish", "rollback", "discard"]);

/** A recorded value as one line: "(empty)" for nothing, JSON for structures, at most 160 characters. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export type HistoryItem = {
  id: string;
  number: number;
  createdAt: string;
  /** What was done, in words ("Saved", "Rolled back"). */
  title: string;
  /** Whether the action made a new draft version (so the newest such entry is the current draft). */
  makesVersion: boolean;
  version: number;
  actorName: string | null;
  changes: DiffLine[];
  restorable: boolean;
  /** Set for publications (publish, rollback): the live version they made. */
  liveNumber?: number | null;
};

/** A recorded change as the audit log holds it, newest first in a list. */
export type HistoryEntry = {
  id: string;
  /** 1 for the first recorded change: unique, unlike `version`, which publishing and switches do not bump. */
  number: number;
  createdAt: Date;
  action: string;
  version: number;
  actorName: string | null;
  changes: SnapshotChange[];
  restorable: boolean;
  /** The live version a publication made (rules §10); null for draft saves. */
  liveNumber: number | null;
};

/** One recorded change as the History shows it; a creation lists no field changes. */
export function historyItem(entry: HistoryEntry): HistoryItem {
  const { action, changes, createdAt, ...rest } = entry;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    title: ACTIONS[action] ?? action,
    makesVersion: NEW_VERSION.has(action),
    changes:
      action === "create"
        ? []
        : changes.map((c) => ({
            field: c.field,
            label: historyFieldLabel(c.field),
            before: shownValue(c.before),
            after: shownValue(c.after),
          })),
  };
}
