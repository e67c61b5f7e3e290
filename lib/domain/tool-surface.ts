import { GLOBAL_TOOLS, PLUGINS, type PluginDefinition } from "./catalog";

export type ToolLayer = "global" | "preset" | "own";
export type SurfaceTool = { name: string; layer: ToolLayer; plugin?: string };
export type LayerTool = { name: string; plugin?: string };

export type ToolReportAction = "withdrawn" | "would_withdraw" | "not_restrictable" | "not_visible";
export type ToolReportEntry = { name: string; action: ToolReportAction; message: string };

export type TeamGuardSettings = { mode: "enforce" | "warn" | "off"; markers: string[]; deny: string[] };

export const DEFAULT_TEAM_GUARD: Readonly<TeamGuardSettings> = Object.freeze({
  mode: "enforce",
  markers: Object.freeze(["spawn_teammate"]) as string[],
  deny: Object.freeze(["subagent", "subagent_fork", "subagent_codex", "subagent_claude_code"]) as string[],
});

export class ToolRestrictionError extends Error {
  readonly code = "tool_restriction:unresolvable";
  readonly names: string[];

  constructor(names: string[]) {
    super(
      `Cannot restrict ${names.join(", ")}: not in this agent's live tool view. ` +
        "Build deny lists from view(), never from a constant.",
    );
    this.name = "ToolRestrictionError";
    this.names = names;
  }
}

/** One agent's layered tool scope (rules §4): global and preset are inherited, own is the agent's. */
export class AgentToolScope {
  readonly #inherited: SurfaceTool[];
  readonly #own: SurfaceTool[];
  readonly #restricted = new Set<string>();

  constructor(layers: { global?: readonly LayerTool[]; preset?: readonly LayerTool[]; own?: readonly LayerTool[] }) {
    this.#inherited = uniqueByName([
      ...(layers.global ?? []).map((t) => toSurfaceTool(t, "global")),
      ...(layers.preset ?? []).map((t) => toSurfaceTool(t, "preset")),
    ]);
    this.#own = uniqueByName((layers.own ?? []).map((t) => toSurfaceTool(t, "own")));
  }

  ownLayer(): SurfaceTool[] {
    return this.#own.map((t) => ({ ...t }));
  }

  view(): SurfaceTool[] {
    const own = new Map(this.#own.map((t) => [t.name, t]));
    const shadowing = new Set<string>();
    const out: SurfaceTool[] = [];
    // Shadowing is decided against the unfiltered inherited layers, so an own tool keeps its
    // place even when the inherited twin has been restricted.
    for (const tool of this.#inherited) {
      const shadow = own.get(tool.name);
      if (shadow) {
        shadowing.add(shadow.name);
        out.push({ ...shadow });
      } else if (!this.#restricted.has(tool.name)) {
        out.push({ ...tool });
      }
    }
    for (const tool of this.#own) if (!shadowing.has(tool.name)) out.push({ ...tool });
    return out;
  }

  /** Filters inherited names only; all-or-nothing, throws before changing anything. */
  restrict({ deny }: { deny: readonly string[] }): void {
    const visible = new Set(this.view().map((t) => t.name));
    const unresolvable = [...new Set(deny.filter((name) => !visible.has(name)))];
    if (unresolvable.length > 0) throw new ToolRestrictionError(unresolvable);
    const own = new Set(this.#own.map((t) => t.name));
    for (const name of deny) if (!own.has(name)) this.#restricted.add(name);
  }
}

const decided = new WeakMap<AgentToolScope, ToolReportEntry[]>();

/** The team delegation guard (rules §4). An agent is decided once; without a marker it stays undecided. */
export function applyTeamGuard(
  scope: AgentToolScope,
  guard: TeamGuardSettings,
  catalog: readonly PluginDefinition[] = PLUGINS,
): ToolReportEntry[] {
  const { mode, markers, deny } = normalizeGuard(guard);
  if (mode === "off") return [];
  const earlier = decided.get(scope);
  if (earlier) return earlier.map((entry) => ({ ...entry }));

  const ownNames = new Set(scope.ownLayer().map((t) => t.name));
  const marker = markers.find((m) => ownNames.has(m));
  if (marker === undefined) return [];

  const visible = new Map(scope.view().map((t) => [t.name, t]));
  const reason = `this agent is run by Agent Teams (marker ${marker})`;
  const report: ToolReportEntry[] = [];
  const withdraw: string[] = [];
  for (const name of new Set(deny)) {
    const tool = visible.get(name);
    if (!tool) {
      report.push({
        name,
        action: "not_visible",
        message: `${name} is on the deny list but not visible to this agent, so there is nothing to withdraw.`,
      });
    } else if (tool.layer === "own") {
      const plugin = tool.plugin && (catalog.find((p) => p.id === tool.plugin)?.name ?? tool.plugin);
      const source = plugin ? ` (${plugin})` : "";
      report.push({
        name,
        action: "not_restrictable",
        message: `${name} is registered in the agent's own layer${source} and cannot be withdrawn; it is not counted as covered.`,
      });
    } else if (mode === "enforce") {
      withdraw.push(name);
      report.push({
        name,
        action: "withdrawn",
        message: `${name} was withdrawn: ${reason}, so legacy delegation tools are removed.`,
      });
    } else {
      report.push({
        name,
        action: "would_withdraw",
        message: `${name} would be withdrawn: ${reason}. The guard is in warn mode, so nothing was changed.`,
      });
    }
  }
  if (withdraw.length > 0) scope.restrict({ deny: withdraw });
  decided.set(scope, report);
  return report.map((entry) => ({ ...entry }));
}

export type ToolSurface = { tools: SurfaceTool[]; toolReport: ToolReportEntry[]; unknownPlugins: string[] };

export type ToolSurfaceInput = {
  plugins: readonly string[];
  teamGuard: TeamGuardSettings;
  /** The plugin catalog to resolve ids against; the platform's PLUGINS by default. */
  catalog?: readonly PluginDefinition[];
};

export function buildToolSurface(input: ToolSurfaceInput): ToolSurface {
  const catalog = input.catalog ?? PLUGINS;
  const enabled: PluginDefinition[] = [];
  const unknownPlugins: string[] = [];
  for (const id of new Set(input.plugins)) {
    const plugin = catalog.find((p) => p.id === id);
    if (plugin) enabled.push(plugin);
    else unknownPlugins.push(id);
  }
  const layerTools = (layer: PluginDefinition["layer"]) =>
    enabled.filter((p) => p.layer === layer).flatMap((p) => p.tools.map((t) => ({ name: t.name, plugin: p.id })));

  const scope = new AgentToolScope({
    global: GLOBAL_TOOLS.map((name) => ({ name })),
    preset: layerTools("preset"),
    own: layerTools("own"),
  });
  const toolReport = applyTeamGuard(scope, input.teamGuard, catalog);
  return { tools: scope.view(), toolReport, unknownPlugins };
}

// Stored settings may predate a field or come from an import; missing parts take the defaults.
function normalizeGuard(guard: Partial<TeamGuardSettings> | null | undefined): TeamGuardSettings {
  const strings = (value: unknown, fallback: string[]) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : fallback;
  const mode = guard?.mode === "warn" || guard?.mode === "off" ? guard.mode : "enforce";
  return {
    mode,
    markers: strings(guard?.markers, DEFAULT_TEAM_GUARD.markers),
    deny: strings(guard?.deny, DEFAULT_TEAM_GUARD.deny),
  };
}

function toSurfaceTool(tool: LayerTool, layer: ToolLayer): SurfaceTool {
  return tool.plugin === undefined ? { name: tool.name, layer } : { name: tool.name, layer, plugin: tool.plugin };
}

// First registration of a name wins within a layer group (global before preset, plugins in order).
function uniqueByName(tools: SurfaceTool[]): SurfaceTool[] {
  const seen = new Set<string>();
  return tools.filter((t) => !seen.has(t.name) && seen.add(t.name));
}
