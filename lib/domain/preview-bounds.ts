import type { Injection } from "./injection";

/**
 * What one view of an injection carries at most, whatever the Expert holds: the harness computes
 * the injection whole, and the Studio's preview or the admin trace shows its start and says what
 * it left out. Each list and text has its own cap, and the whole view has a budget of list entries
 * and of characters, so 500 specs at the per-spec limit with 120 globs each preview in under
 * 1 MB (README "Security"). Every verdict's index, name, status and message is kept: the editor
 * marks each spec's card with them.
 */
export type InjectionBounds = {
  /** What the note calls the view ("preview", "trace"). */
  view: string;
  /** The injected text shown. */
  promptChars: number;
  /** Each subagent's description and system prompt, and each report sentence. */
  textChars: number;
  /** Tool entries listed per subagent in its verdict, and tool names per subagent. */
  toolEntries: number;
  /** Subagent verdicts listed (builtins first, then the specs in order). */
  reportEntries: number;
  /**
   * List entries across the whole view (verdict warnings and tool rows, the names in their matches
   * and suggestions, then each subagent's tools), spent in order: the first verdicts keep theirs.
   */
  totalEntries: number;
  /** Characters across the whole view's descriptions, system prompts, warnings and tool entries. */
  totalTextChars: number;
};

export const PREVIEW_LIMITS: InjectionBounds = Object.freeze({
  view: "preview",
  promptChars: 200_000,
  textChars: 2_000,
  toolEntries: 60,
  reportEntries: Number.POSITIVE_INFINITY,
  totalEntries: 5_000,
  totalTextChars: 200_000,
});

/** The admin trace of one Expert renders every verdict as a table: a page stays under about 1 MB. */
export const TRACE_LIMITS: InjectionBounds = Object.freeze({
  view: "trace",
  promptChars: 50_000,
  textChars: 500,
  toolEntries: 10,
  reportEntries: 50,
  totalEntries: Number.POSITIVE_INFINITY,
  totalTextChars: Number.POSITIVE_INFINITY,
});

type Cut = {
  chars: number;
  entries: number;
  /** The view's budget of entries, or of characters, ran out. */
  entryBudget: boolean;
  textBudget: boolean;
};

/** The injection as a view carries it: long texts and lists cut, with a note saying so. */
export function boundPreview(injection: Injection, limits: InjectionBounds = PREVIEW_LIMITS): Injection {
  const cut: Cut = { chars: 0, entries: 0, entryBudget: false, textBudget: false };
  const left = { entries: limits.totalEntries, chars: limits.totalTextChars };
  const text = (value: string, max: number = limits.textChars) => clip(value, max, cut);
  /** A text that also spends the view's budget of characters. */
  const budgetedText = (value: string) => {
    const max = Math.min(limits.textChars, left.chars);
    if (value.length > max && max < limits.textChars) cut.textBudget = true;
    const shown = text(value, max);
    left.chars -= Math.min(value.length, max);
    return shown;
  };
  const list = <T>(items: T[], max: number = limits.toolEntries, budget: "spends" | "free" = "spends") => {
    const keep = Math.min(items.length, max, budget === "spends" ? left.entries : Number.POSITIVE_INFINITY);
    if (budget === "spends") left.entries -= keep;
    if (keep === items.length) return items;
    if (keep < Math.min(items.length, max)) cut.entryBudget = true;
    cut.entries += items.length - keep;
    return items.slice(0, keep);
  };
  const report = list(injection.subagentReport, limits.reportEntries, "free").map((r) => ({
    ...r,
    message: text(r.message),
    warnings: list(r.warnings).map(budgetedText),
    tools: list(r.tools).map((t) => ({
      ...t,
      entry: typeof t.entry === "string" ? budgetedText(t.entry) : t.entry,
      ...(t.matched ? { matched: list(t.matched) } : {}),
      ...(t.suggestions ? { suggestions: list(t.suggestions) } : {}),
    })),
  }));
  const bounded: Injection = {
    ...injection,
    prompt: text(injection.prompt, limits.promptChars),
    subagents: injection.subagents.map((s) => ({
      ...s,
      description: budgetedText(s.description),
      system_prompt: budgetedText(s.system_prompt),
      tools: list(s.tools),
    })),
    subagentReport: report,
  };
  if (cut.chars === 0 && cut.entries === 0) return injection;
  return { ...bounded, notes: [...injection.notes, leftOutNote(cut, limits)] };
}

function clip(value: string, max: number, cut: Cut): string {
  if (value.length <= max) return value;
  cut.chars += value.length - max;
  return `${value.slice(0, max)}…`;
}

function leftOutNote(cut: Cut, limits: InjectionBounds): string {
  const { chars, entries } = cut;
  const parts = [
    ...(chars > 0 ? [`${chars.toLocaleString("en")} characters of text`] : []),
    ...(entries > 0 ? [`${entries.toLocaleString("en")} list entries`] : []),
  ];
  const verdicts = Number.isFinite(limits.reportEntries) ? `, the verdicts after ${limits.reportEntries}` : "";
  // Said only when it happened, so the sentences of views that never reach them stay as they were.
  const entryBudget = cut.entryBudget ? `, list entries after ${limits.totalEntries.toLocaleString("en")} in all` : "";
  const textBudget = cut.textBudget
    ? `, texts after ${limits.totalTextChars.toLocaleString("en")} characters in all`
    : "";
  return `This ${limits.view} leaves out ${parts.join(" and ")} to stay small (each text after ${limits.textChars.toLocaleString("en")} characters, the injected text after ${limits.promptChars.toLocaleString("en")}, each list after ${limits.toolEntries}${verdicts}${entryBudget}${textBudget}); sessions get everything.`;
}
