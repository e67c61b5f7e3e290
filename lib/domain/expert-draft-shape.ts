// What the Studio's browser code needs of a draft, without zod (the schemas stay in expert-draft.ts).

// A whole Claude Code collection (one import takes up to 500 files) fits in one Expert.
export const MAX_SPECS = 500;
export const MAX_SPEC_LENGTH = 20_000;

/** Character limits of the draft's text fields, shown as counters beside each field. */
export const TEXT_LIMITS = { name: 80, description: 2_000, priceLabel: 40, instructions: 50_000, delegationBrief: 4_000 } as const;

/** Stored specs arrive as text; a spec in form mode is serialized the same way every time. */
export function serializeSpec(spec: unknown): string {
  return JSON.stringify(spec, null, 2);
}
