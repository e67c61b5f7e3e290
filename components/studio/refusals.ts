import { editorProblems, problemSections, unparsedSpecErrors } from "@/lib/domain/editor-problems";
import type { FieldErrors } from "@/lib/domain/field-errors";
import { subagentNameErrors } from "@/lib/domain/subagent-name-characters";

// What the editor says about a refused draft. Loaded with the first save or the first refusal (its
// JSON scanner with it), not with the editor.

/**
 * What is refused before a save travels: text that is not one JSON object, and new subagent names
 * with "/" or an emoji. Specs stored earlier (`storedSpecs`) stay as authored.
 */
export function localRefusals(specs: readonly string[], storedSpecs: readonly string[]): FieldErrors {
  return { ...subagentNameErrors(specs, storedSpecs), ...unparsedSpecErrors(specs, new Set(storedSpecs)) };
}

/** Every refused field in plain words, and the sections that hold one. */
export function problemsOf(fieldErrors: FieldErrors) {
  const problems = editorProblems(fieldErrors);
  return { problems, sections: problemSections(problems) };
}

/** The preview's refusal with its reasons, each field named in plain words. */
export function previewRefusal(message: string, fieldErrors: FieldErrors): string {
  const reasons = editorProblems(fieldErrors).map((p) => `${p.label}: ${p.messages.join(" ")}`);
  return reasons.length > 0 ? `${message} ${reasons.join(" ")} The preview updates once this is fixed.` : message;
}
