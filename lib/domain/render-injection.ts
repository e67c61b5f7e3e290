export type InjectedSubagent = { name: string; description: string; model: string; tools: string[] };
export type InjectedRosterEntry = { slug: string; name: string; brief: string };

export type RenderInjectionInput = { subagents: InjectedSubagent[]; roster: InjectedRosterEntry[] };

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

  const task = subagents.length === 0 ? null : [...TASK_INTRO, ...subagents.map(subagentItem)].join("\n");
  const delegate = roster.length === 0 ? null : [...DELEGATE_INTRO, ...roster.map(rosterItem)].join("\n");

  const prompt = [task, delegate].filter((s): s is string => s !== null).join("\n\n");
  return { prompt, tokens: estimateTokens(prompt), sections: { task, delegate } };
}

/**
 * Estimated tokens: ceil(UTF-8 bytes / 4). BPE tokenizers average about four bytes of English per
 * token, and counting bytes rather than characters keeps CJK and emoji text from being underestimated.
 */
export function estimateTokens(text: string): number {
  if (typeof text !== "string" || text === "") return 0;
  return Math.ceil(new TextEncoder().encode(text).length / 4);
}

function subagentItem(subagent: InjectedSubagent): string {
  const tools = Array.isArray(subagent.tools) ? subagent.tools.map(inline).filter(Boolean) : [];
  const details = `Tools: ${tools.length > 0 ? tools.join(", ") : "none"}. Model: ${inline(subagent.model) || "default"}.`;
  return item(`- ${inline(subagent.name)}: `, subagent.description, details);
}

function rosterItem(entry: InjectedRosterEntry): string {
  const name = inline(entry.name);
  const head = `- ${inline(entry.slug)}${name ? ` (${name})` : ""}: `;
  return item(head, entry.brief, null, "No brief provided.");
}

/** One list item: the text's first line after `head`, later lines indented so they stay inside it. */
function item(head: string, text: unknown, trailer: string | null, fallback = "No description provided."): string {
  const lines = block(text);
  if (lines.length === 0) lines.push(fallback);
  if (trailer) lines.push(trailer);
  return head + lines.map((line, i) => (i === 0 ? line : `  ${line}`)).join("\n");
}

const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;

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
  return typeof value === "string" ? value.replace(/\s+/gu, " ").trim() : "";
}
