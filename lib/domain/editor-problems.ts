import type { FieldErrors } from "./field-errors";
import { jsonObjectProblem } from "./json-position";

/** One refused field as the editor lists it: where it is (section and element) and what is wrong, in plain words. */
export type EditorProblem = { key: string; label: string; section: string; target: string; messages: string[] };

const FIELDS: Record<string, { label: string; section: string; target: string }> = {
  name: { label: "Name", section: "profile", target: "name" },
  slug: { label: "Slug", section: "profile", target: "slug" },
  description: { label: "Description", section: "profile", target: "description" },
  priceLabel: { label: "Price label", section: "profile", target: "priceLabel" },
  instructions: { label: "System prompt", section: "instructions", target: "instructions-prompt" },
  defaultModel: { label: "Default model", section: "model-tools", target: "defaultModel" },
  plugins: { label: "Plugins", section: "model-tools", target: "model-tools" },
  delegatable: { label: "Delegation", section: "delegation", target: "delegation" },
  delegationBrief: { label: "Delegation brief", section: "delegation", target: "delegationBrief" },
  "teamGuard.mode": { label: "Team guard mode", section: "team-guard", target: "guardMode" },
  "teamGuard.markers": { label: "Team guard markers", section: "team-guard", target: "guardMarkers" },
  "teamGuard.deny": { label: "Team guard deny list", section: "team-guard", target: "guardDeny" },
  disabledBuiltins: { label: "Builtins", section: "builtins", target: "builtins" },
};

/** Where a field error's key points: `specs.3.name` is subagent 4's card. */
function placeOf(key: string): { label: string; section: string; target: string } {
  const spec = /^specs\.(\d+)/.exec(key);
  if (spec) {
    const index = Number(spec[1]);
    return { label: `Subagent ${index + 1}`, section: "subagents", target: `spec-${index}` };
  }
  if (key === "specs") return { label: "Subagents", section: "subagents", target: "subagents" };
  const field = Object.entries(FIELDS).find(([f]) => key === f || key.startsWith(`${f}.`));
  return field ? field[1] : { label: "This Expert", section: "profile", target: "profile" };
}

/** Every refused field once, in the order of the editor's form, each with all its messages. */
export function editorProblems(fieldErrors: FieldErrors | undefined): EditorProblem[] {
  if (!fieldErrors) return [];
  const byPlace = new Map<string, EditorProblem>();
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const place = placeOf(key);
    const id = `${place.section}:${place.target}`;
    const found = byPlace.get(id);
    if (found) found.messages.push(...messages.filter((m) => !found.messages.includes(m)));
    else byPlace.set(id, { key, ...place, messages: [...new Set(messages)] });
  }
  const order = ["profile", "instructions", "model-tools", "subagents", "builtins", "delegation", "team-guard"];
  const specIndex = (p: EditorProblem) => Number(/^spec-(\d+)$/.exec(p.target)?.[1] ?? -1);
  return [...byPlace.values()].sort(
    (a, b) => order.indexOf(a.section) - order.indexOf(b.section) || specIndex(a) - specIndex(b),
  );
}

/** The sections that hold at least one problem, for marks in the section nav. */
export function problemSections(problems: readonly EditorProblem[]): Set<string> {
  return new Set(problems.map((p) => p.section));
}

/**
 * Raw specs the editor refuses to save: text that is not JSON, and JSON that is not one spec
 * (an array of specs belongs in separate cards). Keyed like the server's field errors. Text in
 * `stored` was saved before (as authored) and is left alone: only new or edited text is refused.
 */
export function unparsedSpecErrors(specs: readonly string[], stored: ReadonlySet<string> = new Set()): FieldErrors {
  const out: FieldErrors = {};
  specs.forEach((raw, i) => {
    if (stored.has(raw)) return;
    const problem = jsonObjectProblem(raw);
    if (!problem) return;
    const list = listLength(raw);
    out[`specs.${i}`] = [
      list !== null
        ? `This is a list of ${list} spec${list === 1 ? "" : "s"}, not one spec: add them with “Paste many subagents” so each gets its own card.`
        : `This is not a valid JSON object (line ${problem.line}, column ${problem.column}: ${problem.message}). Fix it, or remove this subagent.`,
    ];
  });
  return out;
}

function listLength(raw: string): number | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : null;
  } catch {
    return null;
  }
}
