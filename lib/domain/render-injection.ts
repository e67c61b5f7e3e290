export type InjectedSubagent = { name: string; description: string; model: string; tools: string[] };
export type InjectedRosterEntry = { slug: string; name: string; brief: string };

export type RenderInjectionInput = {
  subagents: InjectedSubagent[];
  roster: InjectedRosterEntry[];
  /** Experts that accept delegation but were left out to keep the list within its budget (rules §11). */
  rosterLeftOut?: number;
};

export type RenderedInjection = {
  prompt: string;
  tokens: number;
  sections: { task: string | null; delegate: string | null };
};

const TASK_INTRO = [
  "## Task tool",
  "Dispatch a subtask to one of these subagents by name. Each subagent works with its own instructions, " +
    "tools and model, sees only the task you give it, and returns its result to you. Pick the subagent whose " +
    "description fits the subtask, and state the task completely: the subagent cannot see this conversation.",
  "",
  "Available subagents:",
];

const DELEGATE_INTRO = [
  "## delegate tool",
  "Hand a task to another Expert the user has access to. Call `delegate` with the Expert's slug as `to` and the " +
    "complete task as `input`; the other Expert cannot see this conversation, so include everything it needs. " +
    "Delegate only work that matches an Expert's brief. A refused delegation comes back as a result with an " +
    "`error` sentence, not as a failure of this session.",
  "",
  "Available Experts:",
];

export function renderInjection(input: RenderInjectionInput): RenderedInjection {
  const subagents = Array.isArray(input?.subagents) ? input.subagents : [];
  const roster = Array.isArray(input?.roster) ? input.roster : [];

  const task = taskSection(subagents);
  const leftOut = leftOutLine(input?.rosterLeftOut);
  const delegate = roster.length === 0 ? null : [...DELEGATE_INTRO, ...roster.map(rosterItem), ...leftOut].join("\n");

  const prompt = [task?.text ?? null, delegate].filter((s): s is string => s !== null).join("\n\n");
  // estimateTokens(prompt), counted by section: the task section's bytes are known.
  const bytes =
    (task?.bytes ?? 0) + (task && delegate !== null ? 2 : 0) + (delegate === null ? 0 : utf8Length(delegate));
  return { prompt, tokens: Math.ceil(bytes / 4), sections: { task: task?.text ?? null, delegate } };
}

// A live version's subagents are deep-frozen and shared by every request for it (lib/server's
// live-version cache), so their section, thousands of tool names, is written once per list.
const taskSections = new WeakMap<readonly InjectedSubagent[], { text: string; bytes: number }>();

function taskSection(subagents: readonly InjectedSubagent[]): { text: string; bytes: number } | null {
  if (subagents.length === 0) return null;
  const frozen = Object.isFrozen(subagents) && subagents.every((s) => Object.isFrozen(s) && Object.isFrozen(s?.tools));
  const kept = frozen ? taskSections.get(subagents) : undefined;
  if (kept) return kept;
  const text = [...TASK_INTRO, ...subagents.map(subagentItem)].join("\n");
  const section = { text, bytes: utf8Length(text) };
  if (frozen) taskSections.set(subagents, section);
  return section;
}

/**
 * Estimated tokens: ceil(UTF-8 bytes / 4). BPE tokenizers average about four bytes of English per
 * token, and counting bytes rather than characters keeps CJK and emoji text from being underestimated.
 */
export function estimateTokens(text: string): number {
  if (typeof text !== "string" || text === "") return 0;
  return Math.ceil(utf8Length(text) / 4);
}

/** The closing line of a list cut to its budget: how many more there are and how one is brought in. */
export function leftOutLine(count: unknown): string[] {
  if (typeof count !== "number" || !Number.isInteger(count) || count <= 0) return [];
  // Digits grouped as toLocaleString("en") does, without its cost (about half a millisecond a call).
  const figure = String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const more =
    count === 1 ? "1 more Expert accepts delegation but is" : `${figure} more Experts accept delegation but are`;
  return [
    `(${more} not listed here, to keep this list short; the user brings one in by mentioning it as @slug in a message.)`,
  ];
}

// Counts UTF-8 bytes without encoding: the prompt can be hundreds of kilobytes.
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function subagentItem(subagent: InjectedSubagent): string {
  const tools = Array.isArray(subagent.tools) ? subagent.tools.map(inline).filter(Boolean) : [];
  const details = `Tools: ${tools.length > 0 ? tools.join(", ") : "none"}. Model: ${inline(subagent.model) || "default"}.`;
  return item(`- ${inline(subagent.name)}: `, subagent.description, details);
}

/** One roster entry exactly as the delegate list renders it (the budget counts these). */
export function rosterItem(entry: InjectedRosterEntry): string {
  const name = inline(entry.name);
  const head = `- ${inline(entry.slug)}${name ? ` (${name})` : ""}: `;
  return item(head, entry.brief, null, NO_BRIEF);
}

/**
 * utf8Length(rosterItem(entry)), counted from its parts: the budget measures every candidate's
 * line (thousands) and offers few, so building each line only to count it was most of its cost.
 */
export function rosterItemBytes(entry: InjectedRosterEntry): number {
  const { slug, name, brief } = entry;
  const plain =
    typeof slug === "string" && isPlainInline(slug) && typeof name === "string" && (name === "" || isPlainInline(name));
  if (!plain || typeof brief !== "string" || LINE_BREAK.test(brief)) return utf8Length(rosterItem(entry));
  const line = brief.trim();
  // "- " slug [" (" name ")"] ": " line
  return (
    4 + utf8Length(slug) + (name === "" ? 0 : 3 + utf8Length(name)) + (line === "" ? NO_BRIEF_BYTES : utf8Length(line))
  );
}

/** One list item: the text's first line after `head`, later lines indented so they stay inside it. */
function item(head: string, text: unknown, trailer: string | null, fallback = "No description provided."): string {
  if (trailer === null && typeof text === "string" && !LINE_BREAK.test(text)) {
    const line = text.trim();
    return head + (line === "" ? fallback : line);
  }
  const lines = block(text);
  if (lines.length === 0) lines.push(fallback);
  if (trailer) lines.push(trailer);
  return head + lines.map((line, i) => (i === 0 ? line : `  ${line}`)).join("\n");
}

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
const NO_BRIEF = "No brief provided.";
const NO_BRIEF_BYTES = NO_BRIEF.length;

// Blank lines are dropped: an empty line inside an item reads as the end of the list.
function block(text: unknown): string[] {
  if (typeof text !== "string") return [];
  if (!LINE_BREAK.test(text)) return text.trim() === "" ? [] : [text.trim()];
  return text
    .split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/)
    .map((line) => line.replace(/\s+$/u, ""))
    .filter((line) => line.trim() !== "")
    .map((line, i) => (i === 0 ? line.trimStart() : line));
}

// Names, slugs, models and tool names belong on one line.
function inline(value: unknown): string {
  if (typeof value !== "string") return "";
  return isPlainInline(value) ? value : value.replace(/\s+/gu, " ").trim();
}

// Already one line with single spaces and no edge spaces: nothing to collapse. A loop rather than
// /^(?:[^\s]+ )*[^\s]+$/u, which backtracks over every word and ran for every roster candidate.
function isPlainInline(value: string): boolean {
  let afterSpace = true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x20) {
      if (afterSpace) return false;
      afterSpace = true;
    } else if (isOtherSpace(code)) return false;
    else afterSpace = false;
  }
  return !afterSpace;
}

// What \s matches besides the plain space.
function isOtherSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
