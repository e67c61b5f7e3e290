import { estimateTokens } from "./render-injection";

export type BriefHintId = "missing" | "accepts" | "produces" | "rejects" | "length" | "language";
/** `ok` null: a note, neither done nor missing (the phrase checks could not read the brief's language). */
export type BriefHint = { id: BriefHintId; ok: boolean | null; message: string };

export const BRIEF_MIN_WORDS = 15;
export const BRIEF_MAX_WORDS = 150;

// Seed 003: a brief for models "must state what input you take and what you produce", and its good
// example ends with what it does not accept. Phrasings are matched loosely: these are hints.
const REJECTS =
  /\b(?:does not|doesn't|do not|don't|will not|won't|cannot|can't|never)\s+(?:accept|take|handle|do|cover|support|process|review|provide|answer)\w*|\bnot (?:accepted|covered|in scope|for)\b|\bout of scope\b|\bexclud(?:e|es|ed|ing)\b|\brejects?\b|\brefuses?\b/gi;
const ACCEPTS =
  /\b(?:accepts?|accepting|takes?|inputs?|handles?|expects?|receives?|works (?:on|with)|send (?:it|me|us))\b/i;
const PRODUCES =
  /\b(?:produces?|returns?|outputs?|delivers?|generates?|writes?|creates?|drafts?|yields?|gives back|responds with|results? in)\b/i;

/** Hints on a delegation brief (rules §11): what a model routing work would miss. Never blocking. */
export function briefHints(brief: string): BriefHint[] {
  const text = typeof brief === "string" ? brief.trim() : "";
  if (text === "") {
    return [
      {
        id: "missing",
        ok: false,
        message:
          "No brief: other Experts' models read the description instead, which is written for humans. Say what this Expert accepts, what it produces and what it does not accept.",
      },
    ];
  }
  if (!readsAsEnglish(text)) {
    return [
      {
        id: "language",
        ok: null,
        message:
          "The phrase checks read English only, so they are skipped for this brief: make sure it says what it accepts, what it produces and what it does not accept.",
      },
      lengthHint(text),
    ];
  }
  const rejects = REJECTS.test(text);
  REJECTS.lastIndex = 0;
  // "Does not handle audits" says what it refuses, not what it takes.
  const rest = text.replace(REJECTS, " ");
  return [
    ACCEPTS.test(rest)
      ? { id: "accepts", ok: true, message: "Says what it accepts." }
      : {
          id: "accepts",
          ok: false,
          message:
            "Say what it accepts (for example “Accepts: bank statements, scanned invoices”): models match a task against it.",
        },
    PRODUCES.test(rest)
      ? { id: "produces", ok: true, message: "Says what it produces." }
      : {
          id: "produces",
          ok: false,
          message:
            "Say what it produces (for example “Produces: categorized ledgers, filing guidance”), so a model knows what comes back.",
        },
    rejects
      ? { id: "rejects", ok: true, message: "Says what it does not accept." }
      : {
          id: "rejects",
          ok: false,
          message:
            "Say what it does not accept (for example “Does not accept: audit opinions”): it cuts misrouted work.",
        },
    lengthHint(text),
  ];
}

// Function words common in any English text (and rare in other languages written in Latin letters).
const ENGLISH_WORDS = new Set(
  (
    "a an and are as at be but by can do does for from has have i if in into is it its my no not of on or our " +
    "so than that the their them then there these they this to us was we what when which who will with you your"
  ).split(" "),
);

/**
 * Whether the English phrase checks can judge a brief, cheaply: mostly Latin letters, and either one
 * of the phrases they look for or English function words among its words (a German or Spanish brief
 * has neither). Anything else (Arabic, Chinese, French, …) gets a note instead of three false alarms.
 */
export function readsAsEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return true;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (latin / letters < 0.8) return false;
  REJECTS.lastIndex = 0;
  const cue = ACCEPTS.test(text) || PRODUCES.test(text) || REJECTS.test(text);
  REJECTS.lastIndex = 0;
  if (cue) return true;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return english > 0 && english / words.length >= 0.1;
}

// Scripts written without spaces between words: their words are counted by Intl's word segmenter.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function wordCount(text: string): number {
  if (!UNSPACED.test(text)) return text.split(/\s+/u).filter(Boolean).length;
  let words = 0;
  for (const segment of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text)) {
    if (segment.isWordLike) words++;
  }
  return words;
}

function lengthHint(text: string): BriefHint {
  const words = wordCount(text);
  const tokens = estimateTokens(text);
  const size = `${words} word${words === 1 ? "" : "s"}, about ${tokens} token${tokens === 1 ? "" : "s"}`;
  if (words < BRIEF_MIN_WORDS)
    return { id: "length", ok: false, message: `Short (${size}): a model has little to match a task against.` };
  if (words > BRIEF_MAX_WORDS) {
    return {
      id: "length",
      ok: false,
      message: `Long (${size}): every roster that lists it pays for it, and a long brief fits the roster's token budget less often.`,
    };
  }
  return { id: "length", ok: true, message: `A sensible length (${size}).` };
}
