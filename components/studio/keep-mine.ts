import { FIELD_LABELS } from "@/lib/domain/draft-differences";
import { mergeFields } from "@/lib/domain/draft-merge";
import type { ExpertDraftInput as SaveInput } from "@/lib/domain/expert-draft";

const named = (fields: readonly string[]) =>
  fields.map((f) => FIELD_LABELS[f as keyof typeof FIELD_LABELS] ?? f).join(", ");

/**
 * "Keep mine" after a conflict, field by field: this tab's changes win and the other tab's changes to
 * fields this tab did not touch are taken in. Loaded when the conflict notice offers it.
 */
export function keepMine(base: SaveInput, theirs: SaveInput, mine: SaveInput) {
  const { merged, taken, clashes } = mergeFields(base, theirs, mine);
  const took =
    taken.length > 0
      ? `Kept your changes and took the other tab's ${named(taken.map(String))}.`
      : "Kept your changes; the other tab changed nothing else.";
  const clash = clashes.length > 0 ? ` Where you both changed ${named(clashes.map(String))}, yours is kept.` : "";
  return { merged, takenSpecs: taken.includes("specs"), message: `${took}${clash} Save to store them.` };
}
