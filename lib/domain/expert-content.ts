import { z } from "zod";

/**
 * An Expert's content: every field a creator edits and a live version freezes (rules §10), as it is
 * stored. This is the one definition. The draft schema, the snapshot and its diff and labels, the
 * stored-version reader, the restore check, the column mapping, the editor's read and the workspace
 * seed are all keyed by these fields, so a field added here and forgotten in one of them fails
 * `npm run typecheck` (or tests/integration/expert-content-fields.test.ts); ARCHITECTURE.md has the list.
 *
 * Stored values are checked by shape only (any strings): rows and versions written by older code or
 * by a workspace file must keep loading. What a creator may type is the draft's business (expert-draft.ts).
 */
export const ExpertContentSchema = z.object({
  name: z.string(),
  /** The Expert's identity; kept in a version for the record only (it does not change with one). */
  slug: z.string(),
  description: z.string(),
  instructions: z.string(),
  delegationBrief: z.string().nullable(),
  delegatable: z.boolean(),
  priceLabel: z.string().nullable(),
  defaultModel: z.string(),
  plugins: z.array(z.string()),
  teamGuard: z.object({
    mode: z.enum(["enforce", "warn", "off"]),
    markers: z.array(z.string()),
    deny: z.array(z.string()),
  }),
  /** Subagent specs as authored (raw text), in order. */
  specs: z.array(z.string()),
  /** Normalized handles of switched-off builtins, sorted. */
  disabledBuiltins: z.array(z.string()),
});

/** Everything a live version freezes: the content as authored. */
export type ExpertVersionConfig = z.infer<typeof ExpertContentSchema>;
export type ContentField = keyof ExpertVersionConfig;

/** The content fields in their stored order (the schema's). */
export const CONTENT_FIELDS = Object.keys(ExpertContentSchema.shape) as ContentField[];

/** What a restore accepts of an audit snapshot: all the content but the slug (a restore never renames). */
export const RestorableContentSchema = ExpertContentSchema.omit({ slug: true });
export type RestorableContent = z.infer<typeof RestorableContentSchema>;

const text = (v: unknown): string => (typeof v === "string" ? v : "");
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

/**
 * How each field is read from stored JSON (a version's config), defensively: the column is written
 * by this code and by the migration (where SQLite may spell a boolean as 1), so anything missing or
 * malformed reads as its default.
 */
const READ_STORED: { [K in ContentField]: (value: unknown) => ExpertVersionConfig[K] } = {
  name: text,
  slug: text,
  description: text,
  instructions: text,
  delegationBrief: (v) => (typeof v === "string" && v.trim() !== "" ? v : null),
  delegatable: (v) => v === true || v === 1,
  priceLabel: (v) => (typeof v === "string" ? v : null),
  defaultModel: text,
  plugins: strings,
  teamGuard: (v) => {
    const guard = record(v);
    const mode = guard.mode === "warn" || guard.mode === "off" ? guard.mode : "enforce";
    return { mode, markers: strings(guard.markers), deny: strings(guard.deny) };
  },
  specs: strings,
  disabledBuiltins: strings,
};

/** Stored content (an object or its JSON text) read field by field, each to its default when absent. */
export function readStoredContent(value: unknown): ExpertVersionConfig {
  const o = record(typeof value === "string" ? safeParse(value) : value);
  return Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, READ_STORED[field](o[field])]),
  ) as ExpertVersionConfig;
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
