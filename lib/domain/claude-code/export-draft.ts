import { MAX_SPEC_LENGTH, MAX_SPEC_RAW_LENGTH, MAX_SPECS, specTextLength, TEXT_LIMITS } from "../expert-draft-shape";

/** The most a draft's export request may weigh: the body a save of the same draft may send (next.config.ts). */
export const EXPORT_DRAFT_MAX_BYTES = 12 * 1024 * 1024;

export type DraftExport = { name: string | null; specs: string[] };

/**
 * Reads the editor's draft as sent for a zip export: `{ specs: string[], name?: string }`, with the
 * same bounds a save holds the draft to. Answers the draft, or a sentence naming what is wrong.
 */
export function readDraftExport(body: unknown): { ok: true; draft: DraftExport } | { ok: false; message: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail("Send the draft as a JSON object with a specs list.");
  const { specs, name } = body as { specs?: unknown; name?: unknown };
  if (!Array.isArray(specs)) return fail("The draft's specs must be a list of subagent specs (text).");
  if (specs.length > MAX_SPECS)
    return fail(`The draft holds ${specs.length} subagent specs; an Expert holds at most ${MAX_SPECS}.`);
  const wrong = specs.findIndex((s) => typeof s !== "string");
  if (wrong >= 0) return fail(`Subagent spec ${wrong + 1} is not text.`);
  const lengths = (specs as string[]).map((s) => (s.length > MAX_SPEC_RAW_LENGTH ? s.length : specTextLength(s)));
  for (const [i, length] of lengths.entries())
    if (length > MAX_SPEC_LENGTH)
      return fail(
        `Subagent spec ${i + 1} is ${length.toLocaleString("en")} characters of text; a spec holds at most ${MAX_SPEC_LENGTH.toLocaleString("en")}.`,
      );
  if (name !== undefined && (typeof name !== "string" || name.length > TEXT_LIMITS.name))
    return fail(`The draft's name must be text of at most ${TEXT_LIMITS.name} characters.`);
  return {
    ok: true,
    draft: { name: typeof name === "string" && name.trim() !== "" ? name.trim() : null, specs: specs as string[] },
  };
}

const fail = (message: string) => ({ ok: false as const, message });
