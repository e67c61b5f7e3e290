import type { FieldErrors } from "./field-errors";

/**
 * Characters the Studio refuses in a new or renamed subagent name, though rules §2 lets the harness
 * keep them: a model types this name to hand work over, runtimes that make each subagent a tool of
 * its own allow only letters, digits, `_` and `-` in tool names, and Claude Code (lowercase letters
 * and hyphens) turns the name into a file name, where a slash is a folder. An emoji is one more
 * thing a model must copy exactly. Names stored earlier are left as they are (the harness keeps them).
 */
const REFUSED = /[/\\]|\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** A sentence naming the refused character of a subagent name, or null if it has none. */
export function subagentNameCharacterProblem(name: string): string | null {
  const found = REFUSED.exec(name)?.[0];
  if (found === undefined) return null;
  const what = found === "/" || found === "\\" ? `“${found}”` : `the emoji ${found}`;
  return `The name “${name}” contains ${what}. A model types this name to hand work to the subagent, and tools and Claude Code files cannot carry it: use letters, digits, hyphens or underscores.`;
}

const nameOf = (raw: string): string | null => {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const name = (value as Record<string, unknown>).name;
    return typeof name === "string" ? name : null;
  } catch {
    return null;
  }
};

/**
 * The editor's refusals for subagent names with such characters, keyed like the server's field errors
 * (`specs.3` is subagent 4). A spec stored earlier, or a spec keeping a name stored earlier, is left alone.
 */
export function subagentNameErrors(specs: readonly string[], stored: readonly string[] = []): FieldErrors {
  const storedRaw = new Set(stored);
  const storedNames = new Set(stored.map(nameOf).filter((n): n is string => n !== null));
  const out: FieldErrors = {};
  specs.forEach((raw, i) => {
    if (storedRaw.has(raw)) return;
    const name = nameOf(raw);
    if (name === null || storedNames.has(name)) return;
    const problem = subagentNameCharacterProblem(name);
    if (problem) out[`specs.${i}`] = [problem];
  });
  return out;
}
