import { isPluginManifest, placeInPlugins, type PluginRoot } from "./plugin-layout";

/** Why a file of an import is not a subagent, for the report's counts. */
export type SkipKind =
  | "command"
  | "skill"
  | "memory"
  | "github"
  | "output-style"
  | "documentation"
  | "outside"
  | "not-markdown"
  | "manifest";

/** Skipped files counted, not listed: a repository's source files, which are thousands. */
export type SkipCounts = Partial<Record<SkipKind, number>>;

export type FilePlace =
  { agent: true; plugin?: string } | { agent: false; kind: SkipKind; message: string; plugin?: string };

/** A file of an import: `root` is the zip or chosen folder it came in ("zip/", "folder/"), null for a file given on its own. */
export type ImportPath = { path: string; root: string | null };

const DOC_NAMES =
  /^(readme|changelog|changes|history|license|licence|contributing|code[-_]of[-_]conduct|security|support|authors|notice|index|summary|toc)$/i;
const isMarkdown = (path: string) => /\.(md|markdown)$/i.test(path);
const baseName = (path: string) => path.split("/").pop() ?? path;

/** A well-known documentation file name (README, CHANGELOG, LICENSE, …), whatever its extension. */
export function isDocumentationName(path: string): boolean {
  return DOC_NAMES.test(baseName(path).replace(/\.(md|markdown|txt)$/i, ""));
}

// The folder that decides what a Markdown file is: the deepest of these in its path.
const KIND_FOLDERS: ReadonlyMap<string, SkipKind | "agent"> = new Map<string, SkipKind | "agent">([
  ["agents", "agent"],
  ["commands", "command"],
  ["skills", "skill"],
  ["output-styles", "output-style"],
  ["docs", "documentation"],
]);

function kindByPath(relative: string): SkipKind | "agent" | null {
  const folders = relative.split("/").slice(0, -1);
  const base = baseName(relative);
  if (folders.includes(".github")) return "github";
  if (/^(CLAUDE|AGENTS)(\.local)?\.md$/i.test(base)) return "memory";
  if (/^SKILL\.md$/i.test(base)) return "skill";
  return folders.map((folder) => KIND_FOLDERS.get(folder)).findLast((kind) => kind !== undefined) ?? null;
}

const SKIPPED: Readonly<Record<Exclude<SkipKind, "outside" | "manifest" | "not-markdown">, (base: string) => string>> =
  {
    command: () => "a slash command (under commands/)",
    skill: () => "part of a skill (SKILL.md or under skills/)",
    memory: (base) => `${base}, instructions for Claude Code itself`,
    github: () => "a GitHub file (under .github/)",
    "output-style": () => "a Claude Code output style (under output-styles/)",
    documentation: (base) => `${base}, documentation`,
  };

/**
 * Which files of an import are subagents, decided as Claude Code decides: Markdown under an
 * `agents/` folder (`.claude/agents/`, a plugin's `agents/`) or listed by a plugin's manifest, and a
 * file given on its own. Commands, skills, CLAUDE.md and AGENTS.md, `.github/`, output styles and
 * documentation are skipped. A zip or folder with no `agents/` folder and no plugin is read as an
 * agents folder itself, as its files would be copied into `.claude/agents/`; documentation among
 * them is known only once read (documentation.ts).
 */
export function placeFiles(files: readonly ImportPath[], plugins: readonly PluginRoot[]): Map<string, FilePlace> {
  const rootsWithAgents = new Set<string>();
  for (const { path, root } of files) {
    if (root === null) continue;
    if (
      (isMarkdown(path) && kindByPath(path.slice(root.length)) === "agent") ||
      plugins.some((p) => p.root.startsWith(root))
    )
      rootsWithAgents.add(root);
  }
  const places = new Map<string, FilePlace>();
  for (const file of files)
    places.set(file.path, placeFile(file, plugins, file.root !== null && rootsWithAgents.has(file.root)));
  return places;
}

function placeFile({ path, root }: ImportPath, plugins: readonly PluginRoot[], agentsFolders: boolean): FilePlace {
  const inPlugin = placeInPlugins(path, plugins);
  const plugin = inPlugin?.plugin.name;
  const base = baseName(path);
  const skip = (kind: SkipKind, what: string): FilePlace => ({
    agent: false,
    kind,
    message: `Skipped: ${what}${plugin ? ` of the plugin "${plugin}"` : ""}, not a subagent.`,
    plugin,
  });
  if (isPluginManifest(path))
    return {
      agent: false,
      kind: "manifest",
      message: `Read as the manifest of the Claude Code plugin "${plugin}".`,
      plugin,
    };
  if (!isMarkdown(path))
    return { agent: false, kind: "not-markdown", message: "Skipped: not a Markdown (.md) file.", plugin };
  if (inPlugin?.agent) return { agent: true, plugin };
  const kind = kindByPath(root === null ? base : path.slice(root.length));
  if (kind === "agent") return { agent: true, plugin };
  if (kind) return skip(kind, SKIPPED[kind as keyof typeof SKIPPED](base));
  if (root === null) return { agent: true };
  if ((agentsFolders || inPlugin) && isDocumentationName(path))
    return skip("documentation", SKIPPED.documentation(base));
  if (inPlugin) {
    const { listed } = inPlugin.plugin;
    const where =
      listed.length > 0
        ? `in its agents/ folder nor among the agent files its manifest lists (${listed.join(", ")})`
        : "in its agents/ folder, and its manifest lists no other agent files";
    return {
      agent: false,
      kind: "outside",
      message: `Skipped: not one of the subagents of the plugin "${plugin}": the file is neither ${where}.`,
      plugin,
    };
  }
  if (agentsFolders)
    return {
      agent: false,
      kind: "outside",
      message:
        "Skipped: not under an agents/ folder. This upload has agents/ folders (such as .claude/agents/), and Claude Code reads subagents only from those.",
    };
  return { agent: true };
}
