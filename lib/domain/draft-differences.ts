import type { ExpertDraftInput } from "./expert-draft";

// Only the conflict notice needs this, so the editor loads it after a refused save.

export const FIELD_LABELS: Record<keyof ExpertDraftInput, string> = {
  name: "name",
  slug: "slug",
  description: "description",
  priceLabel: "price label",
  instructions: "instructions",
  defaultModel: "default model",
  plugins: "plugins",
  delegatable: "delegatable",
  delegationBrief: "delegation brief",
  teamGuard: "team guard",
  specs: "subagents",
  disabledBuiltins: "builtin switches",
};

/** The fields (as people name them) in which two drafts differ, in form order; for the conflict notice. */
export function draftDifferences(a: ExpertDraftInput, b: ExpertDraftInput): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(normalized(x)) === JSON.stringify(normalized(y));
  return (Object.keys(FIELD_LABELS) as (keyof ExpertDraftInput)[])
    .filter((k) => !same(a[k], b[k]))
    .map((k) => FIELD_LABELS[k]);
}

function normalized(value: unknown): unknown {
  const text = typeof value === "string" ? value.trim() : value;
  return text == null || text === "" ? null : text;
}
