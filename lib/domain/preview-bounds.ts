import type { Injection } from "./injection";

/**
 * What one view of an injection carries at most, whatever the Expert holds: the harness computes
 * the injection whole, and the Studio's preview or the admin trace shows its start and says what
 * it left out. 500 specs at the per-spec limit preview in under 2 MB (README "Security").
 */
export type InjectionBounds = {
  /** What the note calls the view ("preview", "trace"). */
  view: string;
  /** The injected text shown. */
  promptChars: number;
  /** Each subagent's description and system prompt, and each report sentence. */
  textChars: number;
  /** Tool entries listed per subagent in its verdict, and tool names per glob's matches. */
  toolEntries: number;
  /** Subagent verdicts listed (builtins first, then the specs in order). */
  reportEntries: number;
};

export const PREVIEW_LIMITS: InjectionBounds = Object.freeze({
  view: "preview",
  promptChars: 200_000,
  textChars: 2_000,
  toolEntries: 60,
  reportEntries: Number.POSITIVE_INFINITY,
});

/** The admin trace of one Expert renders every verdict as a table: a page stays under about 1 MB. */
export const TRACE_LIMITS: InjectionBounds = Object.freeze({
  view: "trace",
  promptChars: 50_000,
  textChars: 500,
  toolEntries: 10,
  reportEntries: 50,
});

type Cut = { chars: number; entries: number };

/** The injection as a view carries it: long texts and lists cut, with a note saying so. */
export function boundPreview(injection: Injection, limits: InjectionBounds = PREVIEW_LIMITS): Injection {
  const cut: Cut = { chars: 0, entries: 0 };
  const text = (value: string, max: number = limits.textChars) => clip(value, max, cut);
  const list = <T>(items: T[], max: number = limits.toolEntries) => {
    if (items.length <= max) return items;
    cut.entries += items.length - max;
    return items.slice(0, max);
  };
  const bounded: Injection = {
    ...injection,
    prompt: text(injection.prompt, limits.promptChars),
    subagents: injection.subagents.map((s) => ({
      ...s,
      description: text(s.description),
      system_prompt: text(s.system_prompt),
      tools: list(s.tools),
    })),
    subagentReport: list(injection.subagentReport, limits.reportEntries).map((r) => ({
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
  return { ...bounded, notes: [...injection.notes, leftOutNote(cut, limits)] };
}

function clip(value: string, max: number, cut: Cut): string {
  if (value.length <= max) return value;
  cut.chars += value.length - max;
  return `${value.slice(0, max)}…`;
}

function leftOutNote({ chars, entries }: Cut, limits: InjectionBounds): string {
  const parts = [
    ...(chars > 0 ? [`${chars.toLocaleString("en")} characters of text`] : []),
    ...(entries > 0 ? [`${entries.toLocaleString("en")} list entries`] : []),
  ];
  const verdicts = Number.isFinite(limits.reportEntries) ? `, the verdicts after ${limits.reportEntries}` : "";
  return `This ${limits.view} leaves out ${parts.join(" and ")} to stay small (each text after ${limits.textChars.toLocaleString("en")} characters, the injected text after ${limits.promptChars.toLocaleString("en")}, each list after ${limits.toolEntries}${verdicts}); sessions get everything.`;
}
