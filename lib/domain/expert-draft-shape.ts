// What the Studio's browser code needs of a draft, without zod (the schemas stay in expert-draft.ts).

// A whole Claude Code collection (one import takes up to 500 files) fits in one Expert.
export const MAX_SPECS = 500;
/**
 * The most text one spec holds, counted as the creator wrote it (a JSON escape is the one character
 * it stands for): a real agent's 50,000-character system prompt fits with its description and tools.
 */
export const MAX_SPEC_LENGTH = 64_000;
/** The stored raw text of a spec within MAX_SPEC_LENGTH, whatever its escapes (`\uXXXX`: 6 for 1). */
export const MAX_SPEC_RAW_LENGTH = 6 * MAX_SPEC_LENGTH;

/** A spec's length as text: its raw characters, each backslash escape (`\n`, `\"`, `\u00e9`) counted once. */
export function specTextLength(raw: string): number {
  let saved = 0;
  for (let i = raw.indexOf("\\"); i !== -1 && i + 1 < raw.length; i = raw.indexOf("\\", i)) {
    const unicode = raw[i + 1] === "u" && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 2, i + 6));
    saved += unicode ? 5 : 1;
    i += unicode ? 6 : 2;
  }
  return raw.length - saved;
}

/** Character limits of the draft's text fields, shown as counters beside each field. */
export const TEXT_LIMITS = {
  name: 80,
  description: 2_000,
  priceLabel: 40,
  instructions: 50_000,
  delegationBrief: 4_000,
} as const;

/** Stored specs arrive as text; a spec in form mode is serialized the same way every time. */
export function serializeSpec(spec: unknown): string {
  return JSON.stringify(spec, null, 2);
}
