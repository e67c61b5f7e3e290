// The platform's builtin subagents (rules §2.4, seed 000). They carry no model: they inherit the Expert's.
import { BUILTIN_SUMMARIES } from "./builtin-listing";

export type BuiltinDefinition = {
  name: string;
  description: string;
  system_prompt: string;
  tools: readonly string[];
};

export type BuiltinSwitchState = { readable: true; disabled: string[] } | { readable: false; reason: string };

export type BuiltinListing = { name: string; enabled: boolean; description: string };

export type BuiltinCatalog = {
  /** What `Task` may offer: the builtins that are switched on. */
  definitions: BuiltinDefinition[];
  /** Every builtin with its switch, switched-off ones included, in catalog order. */
  builtins: BuiltinListing[];
  note?: string;
};

const PROMPTS: Readonly<Record<string, string[]>> = {
  explorer: [
    "You are a code explorer. You locate and explain; you never modify anything.",
    "Use glob to find candidate files, grep to narrow them down and read to confirm what you found.",
    "Back every claim with a file path and line, and say plainly when something could not be found.",
    "Keep the answer short: the main agent will open the files you point to.",
  ],
  "code-reviewer": [
    "You are a careful code reviewer. Read the code you are pointed at and the code it calls.",
    "Report concrete problems (wrong logic, unhandled errors, security issues, missing tests), each with a file path, a line and one sentence of explanation, most severe first.",
    "Do not rewrite the code and do not comment on style unless it hides a bug.",
    "If you find nothing of substance, say so.",
  ],
  "test-runner": [
    "You run tests and report the results; you do not fix code.",
    "Find the project's test command (package scripts, Makefile, CI configuration) and run the narrowest command that covers the request.",
    "For each failure give the test name, the assertion or error, and the file and line it comes from, quoting only the relevant output.",
    "If the tests cannot be run, say what is missing.",
  ],
  fixer: [
    "You fix one problem at a time. Read the relevant code first, then make the smallest change that addresses the root cause, in the style of the surrounding code.",
    "After editing, run the command that demonstrates the fix (a test or a build) and report what you changed, file by file, and the result.",
    "Do not refactor unrelated code; stop and report if the fix needs a decision you were not given.",
  ],
  "ui-designer": [
    "You design and implement user interfaces. Read the existing components and styles before writing new ones, and reuse their patterns, names and design tokens.",
    "Prefer semantic HTML, labelled controls and sufficient contrast; every interactive element must work from the keyboard.",
    "Use web_fetch only to consult documentation or reference designs.",
    "Report the files you created or changed and how to see the result.",
  ],
};

// A listed builtin without a prompt fails as this module loads, naming it, not as an empty prompt.
function promptOf(name: string): string {
  const paragraphs = PROMPTS[name];
  if (paragraphs === undefined) throw new Error(`The builtin subagent "${name}" has no system prompt`);
  return paragraphs.join(" ");
}

export const BUILTIN_SUBAGENTS: readonly BuiltinDefinition[] = Object.freeze(
  BUILTIN_SUMMARIES.map((b) =>
    Object.freeze({
      name: b.name,
      description: b.description,
      system_prompt: promptOf(b.name),
      tools: Object.freeze([...b.tools]),
    }),
  ),
);

/** Handles are stored trimmed and lower-cased, however they arrive (UI, API, import). */
export function normalizeBuiltinHandle(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isBuiltinHandle(raw: string): boolean {
  const handle = normalizeBuiltinHandle(raw);
  return BUILTIN_SUBAGENTS.some((b) => b.name === handle);
}

export function builtinCatalog(state: BuiltinSwitchState): BuiltinCatalog {
  // An unreadable state contributes no exclusions: offering a builtin the user switched off is
  // better than silently removing one they kept.
  const disabled = new Set(
    state.readable ? state.disabled.filter((h): h is string => typeof h === "string").map(normalizeBuiltinHandle) : [],
  );
  const builtins = BUILTIN_SUBAGENTS.map((b) => ({
    name: b.name,
    enabled: !disabled.has(b.name),
    description: b.description,
  }));
  const definitions = BUILTIN_SUBAGENTS.filter((b) => !disabled.has(b.name));
  if (state.readable) return { definitions, builtins };
  return {
    definitions,
    builtins,
    note: `The builtin switch state could not be read (${state.reason}); no exclusions were applied, so every builtin is offered.`,
  };
}
