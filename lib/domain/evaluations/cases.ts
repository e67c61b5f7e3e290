import { at } from "../at-index";
/**
 * rules §16: an Expert's evaluation set. A case is a message and what should handle it: one of the
 * Expert's subagents, an Expert of the roster (by slug), or nothing at all.
 */
export type Expect = { subagent: string } | { delegate: string } | { none: true };
export type EvaluationCase = { message: string; expect: Expect };

export const EVAL_CASE_LIMIT = 500;
/** rules §6.1's limit on a message, for a case's message too. */
export const EVAL_MESSAGE_LIMIT = 100_000;
/**
 * The most a Save cases body may hold: every case at the message limit, each character taking the 3
 * bytes of UTF-8 a character of the Basic Multilingual Plane can, with 1 KB for its JSON around it.
 */
export const EVAL_SET_MAX_BYTES = EVAL_CASE_LIMIT * (EVAL_MESSAGE_LIMIT * 3 + 1_024);
export const evaluationSetTooLargeSentence = () =>
  `The cases come to more than ${Math.floor(EVAL_SET_MAX_BYTES / 1024 / 1024)} MB, more than a set of ${EVAL_CASE_LIMIT} cases can hold.`;
/** A target's name or slug is a reference (rules §6.1). */
export const EVAL_TARGET_LIMIT = 200;

/** One string per target, for counting and comparing: `subagent:name`, `delegate:slug` or `none`. */
export type TargetKey = string;
export const NONE_KEY: TargetKey = "none";

export function targetKey(expect: Expect | null): TargetKey {
  if (!expect || "none" in expect) return NONE_KEY;
  return "subagent" in expect ? `subagent:${expect.subagent}` : `delegate:${expect.delegate.toLowerCase()}`;
}

/** How a target reads on a page: the subagent's name, `@slug`, or "none". */
export function targetLabel(key: TargetKey): string {
  if (key === NONE_KEY) return "none";
  if (key.startsWith("delegate:")) return `@${key.slice("delegate:".length)}`;
  return key.slice("subagent:".length);
}

export function expectOfKey(key: TargetKey): Expect {
  if (key.startsWith("subagent:")) return { subagent: key.slice("subagent:".length) };
  if (key.startsWith("delegate:")) return { delegate: key.slice("delegate:".length) };
  return { none: true };
}

/** What a run may name: the version's kept subagents and the Experts that exist (slugs, lower-case). */
export type KnownTargets = { subagents: ReadonlySet<string>; experts: ReadonlySet<string> };

/** Why one case is refused, or null when it may be kept. `known` absent: the names are not checked. */
export function caseProblem(value: unknown, known?: KnownTargets): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "A case must be an object with a message and an expect.";
  const { message, expect } = value as Record<string, unknown>;
  if (typeof message !== "string" || message.trim() === "") return "The message is empty.";
  if (message.length > EVAL_MESSAGE_LIMIT)
    return `The message is ${message.length.toLocaleString("en-US")} characters; the limit is ${EVAL_MESSAGE_LIMIT.toLocaleString("en-US")}.`;
  const parsed = readExpect(expect);
  if (typeof parsed === "string") return parsed;
  if (!known) return null;
  if ("subagent" in parsed && !known.subagents.has(parsed.subagent))
    return `No subagent is named "${parsed.subagent}".`;
  if ("delegate" in parsed && !known.experts.has(parsed.delegate.toLowerCase()))
    return `No Expert has the slug "${parsed.delegate}".`;
  return null;
}

/** The expect of a case as given, or the sentence saying what is wrong with it. */
export function readExpect(value: unknown): Expect | string {
  const wrong = 'The expect must be {"subagent": name}, {"delegate": slug} or {"none": true}.';
  if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong;
  const keys = Object.keys(value);
  if (keys.length !== 1) return wrong;
  const key = at(keys, 0);
  const v = value as Record<string, unknown>;
  if (key === "none") return v.none === true ? { none: true } : wrong;
  const name = v[key];
  if (key !== "subagent" && key !== "delegate") return wrong;
  if (typeof name !== "string" || name.trim() === "") return `The ${key} to expect is empty.`;
  if (name.length > EVAL_TARGET_LIMIT) return `The ${key} to expect is over ${EVAL_TARGET_LIMIT} characters.`;
  return key === "subagent" ? { subagent: name.trim() } : { delegate: name.trim().replace(/^@/, "") };
}

export type RefusedRow = { row: number; reason: string };
export type CheckedCases = { cases: EvaluationCase[]; refused: RefusedRow[] };

/**
 * Every row checked on its own (row numbers from 1, as a file's reader counts them); the good ones
 * are kept in order. Past the limit, the whole set is refused with its count.
 */
export function checkCases(rows: readonly { row: number; value: unknown }[], known?: KnownTargets): CheckedCases {
  const cases: EvaluationCase[] = [];
  const refused: RefusedRow[] = [];
  for (const { row, value } of rows) {
    const problem = caseProblem(value, known);
    if (problem) refused.push({ row, reason: problem });
    else {
      const v = value as { message: string; expect: unknown };
      cases.push({ message: v.message, expect: readExpect(v.expect) as Expect });
    }
  }
  return { cases, refused };
}

export function tooManyCases(count: number): string | null {
  return count > EVAL_CASE_LIMIT
    ? `An evaluation set holds at most ${EVAL_CASE_LIMIT} cases; this one has ${count.toLocaleString("en-US")}.`
    : null;
}
