import type { Injection } from "./injection";

/**
 * What one Studio preview answer carries at most, whatever the draft holds: the harness computes
 * the injection whole, and the preview shows its start and says what it left out. With 500 specs
 * the answer stays near 3 MB (README "Security").
 */
export const PREVIEW_LIMITS = Object.freeze({
  /** The injected text shown. */
  promptChars: 200_000,
  /** Each subagent's description and system prompt, and each report sentence. */
  textChars: 2_000,
  /** Tool entries listed per subagent in its verdict, and tool names per glob's matches. */
  toolEntries: 60,
});

type Cut = { chars: number; entries: number };

/** The injection as the preview answer carries it: long texts and lists cut, with a note saying so. */
export function boundPreview(injection: Injection): Injection {
  const cut: Cut = { chars: 0, entries: 0 };
  const text = (value: string, max: number = PREVIEW_LIMITS.textChars) => clip(value, max, cut);
  const list = <T>(items: T[]) => {
    if (items.length <= PREVIEW_LIMITS.toolEntries) return items;
    cut.entries += items.length - PREVIEW_LIMITS.toolEntries;
    return items.slice(0, PREVIEW_LIMITS.toolEntries);
  };
  const bounded: Injection = {
    ...injection,
    prompt: text(injection.prompt, PREVIEW_LIMITS.promptChars),
    subagents: injection.subagents.map((s) => ({ ...s, description: text(s.description), system_prompt: text(s.system_prompt), tools: list(s.tools) })),
    subagentReport: injection.subagentReport.map((r) => ({
      ...r,
      message: text(r.message),
      warnings: list(r.warnings).map((w) => text(w)),
      tools: list(r.tools).map((t) => ({
        ...t,
        entry: typeof t.entry === "string" ? text(t.entry) : t.entry,
        ...(t.matched ? { matched: list(t.matched) } : {}),
        ...(t.suggestions ? { suggestions: list(t.suggestions) } : {}),
      })),
    })),
  };
  if (cut.chars === 0 && cut.entries === 0) return injection;
  return { ...bounded, notes: [...injection.notes, leftOutNote(cut)] };
}

function clip(value: string, max: number, cut: Cut): string {
  if (value.length <= max) return value;
  cut.chars += value.length - max;
  return `${value.slice(0, max)}…`;
}

function leftOutNote({ chars, entries }: Cut): string {
  const parts = [
    ...(chars > 0 ? [`${chars.toLocaleString("en")} characters of text`] : []),
    ...(entries > 0 ? [`${entries.toLocaleString("en")} list entries`] : []),
  ];
  return `This preview leaves out ${parts.join(" and ")} to stay small (each text after ${PREVIEW_LIMITS.textChars.toLocaleString("en")} characters, the injected text after ${PREVIEW_LIMITS.promptChars.toLocaleString("en")}, each list after ${PREVIEW_LIMITS.toolEntries}); sessions get everything.`;
}
