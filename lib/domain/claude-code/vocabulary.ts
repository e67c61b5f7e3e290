import { GLOBAL_TOOLS, MODEL_CATALOG, PLUGINS } from "../catalog";

// rules §9: Claude Code tool names and their platform equivalents. MultiEdit folds into edit.
const CLAUDE_TO_PLATFORM: Readonly<Record<string, string>> = Object.freeze({
  Read: "read",
  Grep: "grep",
  Glob: "glob",
  Write: "write",
  Edit: "edit",
  MultiEdit: "edit",
  Bash: "bash",
  WebFetch: "web_fetch",
  WebSearch: "web_search",
});

const PLATFORM_TO_CLAUDE: Readonly<Record<string, string>> = Object.freeze({
  read: "Read",
  grep: "Grep",
  glob: "Glob",
  write: "Write",
  edit: "Edit",
  bash: "Bash",
  web_fetch: "WebFetch",
  web_search: "WebSearch",
  // Reserved on the platform, but Claude Code's own name for dispatching a subagent: it exports as itself.
  Task: "Task",
});

/** Every tool the platform has, whichever plugins an Expert enables: the most any surface can hold. */
export const PLATFORM_TOOL_NAMES: readonly string[] = Object.freeze([
  ...new Set([...GLOBAL_TOOLS, ...PLUGINS.flatMap((p) => p.tools.map((t) => t.name))]),
]);
const PLATFORM_TOOLS: ReadonlySet<string> = new Set(PLATFORM_TOOL_NAMES);

export type ModelFamily = "opus" | "sonnet" | "haiku";
const FAMILY_MODEL: Readonly<Record<ModelFamily, string>> = Object.freeze({
  opus: "claude-opus-4",
  sonnet: "claude-sonnet-4",
  haiku: "claude-haiku-4",
});

const hasOwn = (record: object, key: string) => Object.hasOwn(record, key);

export function platformToolFor(claudeName: string): string | undefined {
  return hasOwn(CLAUDE_TO_PLATFORM, claudeName) ? CLAUDE_TO_PLATFORM[claudeName] : undefined;
}

export function claudeToolFor(platformName: string): string | undefined {
  return hasOwn(PLATFORM_TO_CLAUDE, platformName) ? PLATFORM_TO_CLAUDE[platformName] : undefined;
}

export function isMcpName(name: string): boolean {
  return name.startsWith("mcp__");
}

export function isGlob(name: string): boolean {
  return name.includes("*");
}

/** A platform tool name (global or from any plugin), whatever the Expert enables. */
export function isPlatformTool(name: string): boolean {
  return PLATFORM_TOOLS.has(name);
}

/**
 * The model family a Claude Code model value names: an alias (`sonnet`) or a full id in either
 * naming scheme (`claude-sonnet-4-5-20250929`, `claude-3-5-haiku-20241022`).
 */
export function claudeModelFamily(value: string): ModelFamily | null {
  const v = value.trim().toLowerCase();
  if (v === "opus" || v === "sonnet" || v === "haiku") return v;
  const match = /^claude-(?:[\d.-]+-)?(opus|sonnet|haiku)(?:$|[-@.\d])/.exec(v);
  return match ? (match[1] as ModelFamily) : null;
}

export function catalogModelForFamily(family: ModelFamily): string {
  return FAMILY_MODEL[family];
}

/** The Claude Code alias for a catalog Claude model; null for any other model. */
export function familyForCatalogModel(model: string): ModelFamily | null {
  const entry = (Object.entries(FAMILY_MODEL) as [ModelFamily, string][]).find(([, m]) => m === model);
  return entry ? entry[0] : null;
}

export function isCatalogModelName(model: string): boolean {
  return MODEL_CATALOG.includes(model);
}
