import type { ExpertDraftInput, PreviewDraft } from "@/lib/domain/expert-draft";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";

/** `fresh` marks a spec added in this session: its card opens expanded. */
export type SpecItem = { key: string; raw: string; mode: "form" | "raw"; fresh?: boolean };

/** The editor's working copy: text fields as typed, specs with a stable key for React and a mode. */
export type EditorDraft = {
  name: string;
  slug: string;
  description: string;
  priceLabel: string;
  instructions: string;
  defaultModel: string;
  plugins: string[];
  delegatable: boolean;
  delegationBrief: string;
  guardMode: "enforce" | "warn" | "off";
  guardMarkers: string;
  guardDeny: string;
  specs: SpecItem[];
  disabledBuiltins: string[];
};

let nextKey = 0;
export const specKey = () => `spec-${++nextKey}`;

export function specItem(raw: string, fresh = false): SpecItem {
  return { key: specKey(), raw, mode: isJsonObject(raw) ? "form" : "raw", ...(fresh ? { fresh } : {}) };
}

export function draftFromExpert(expert: EditorExpert): EditorDraft {
  return {
    name: expert.name,
    slug: expert.slug,
    description: expert.description,
    priceLabel: expert.priceLabel ?? "",
    instructions: expert.instructions,
    defaultModel: expert.defaultModel,
    plugins: expert.plugins,
    delegatable: expert.delegatable,
    delegationBrief: expert.delegationBrief ?? "",
    guardMode: expert.teamGuard.mode,
    guardMarkers: expert.teamGuard.markers.join("\n"),
    guardDeny: expert.teamGuard.deny.join("\n"),
    specs: expert.specs.map((raw) => specItem(raw)),
    disabledBuiltins: [...expert.disabledBuiltins].sort(),
  };
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function saveInput(draft: EditorDraft): ExpertDraftInput {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    priceLabel: draft.priceLabel,
    instructions: draft.instructions,
    defaultModel: draft.defaultModel,
    plugins: draft.plugins,
    delegatable: draft.delegatable,
    delegationBrief: draft.delegationBrief,
    teamGuard: { mode: draft.guardMode, markers: lines(draft.guardMarkers), deny: lines(draft.guardDeny) },
    specs: draft.specs.map((s) => s.raw),
    disabledBuiltins: [...draft.disabledBuiltins].sort(),
  };
}

export function previewInput(draft: EditorDraft): PreviewDraft {
  const { defaultModel, plugins, teamGuard, specs, disabledBuiltins } = saveInput(draft);
  return { defaultModel, plugins, teamGuard, specs, disabledBuiltins };
}

export function isJsonObject(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
