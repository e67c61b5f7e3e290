const MANIFEST = ".claude-plugin/plugin.json";

export type PluginRoot = {
  /** The folder holding `.claude-plugin/`, with a trailing slash ("" for the top). */
  root: string;
  name: string;
  version: string | null;
  /** Folders (trailing slash) and files whose Markdown are the plugin's agents. */
  agentPaths: string[];
  /** The agent paths its manifest adds to `agents/`, as written there (for the report). */
  listed: string[];
};

export function isPluginManifest(path: string): boolean {
  return path === MANIFEST || path.endsWith(`/${MANIFEST}`);
}

/**
 * Reads a Claude Code plugin manifest (`.claude-plugin/plugin.json`). Agents live in the plugin's
 * `agents/` folder, plus any paths the manifest's `agents` field adds (Claude Code's layout).
 */
export function readPluginManifest(manifestPath: string, text: string | null): PluginRoot {
  const root = manifestPath.slice(0, manifestPath.length - MANIFEST.length);
  const folder = root.replace(/\/$/, "").split("/").pop() || "plugin";
  let manifest: Record<string, unknown> = {};
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      manifest = value as Record<string, unknown>;
  } catch {
    // An unreadable manifest still marks the plugin's folder; its name falls back to the folder's.
  }
  const declared =
    typeof manifest.agents === "string" ? [manifest.agents] : Array.isArray(manifest.agents) ? manifest.agents : [];
  const listed = declared.filter(
    (p): p is string => typeof p === "string" && p.replace(/^\.\//, "") !== "" && !p.split("/").includes(".."),
  );
  const extra = listed.map((p) => `${root}${p.replace(/^\.\//, "")}`);
  return {
    root,
    name: typeof manifest.name === "string" && manifest.name.trim() !== "" ? manifest.name.trim() : folder,
    version: typeof manifest.version === "string" ? manifest.version : null,
    agentPaths: [`${root}agents/`, ...extra],
    listed,
  };
}

/** The plugin a path belongs to (the deepest root), and whether it is one of that plugin's agent files. */
export function placeInPlugins(
  path: string,
  plugins: readonly PluginRoot[],
): { plugin: PluginRoot; agent: boolean } | null {
  const owner = plugins.filter((p) => path.startsWith(p.root)).sort((a, b) => b.root.length - a.root.length)[0];
  if (!owner) return null;
  const agent = owner.agentPaths.some((p) =>
    p.endsWith("/") ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
  );
  return { plugin: owner, agent };
}
