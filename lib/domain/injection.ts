import type { PluginDefinition } from "./catalog";
import type { RosterCandidate, RosterEntry, RosterPolicy, RosterReportEntry } from "./roster";
import { renderInjection } from "./render-injection";
import {
  buildBudgetedRoster,
  DEFAULT_ROSTER_TOKEN_BUDGET,
  type RankedRosterCandidate,
  type RosterBudget,
} from "./roster-budget";
import type { BuiltinSwitchState } from "./subagents/builtins";
import {
  resolveSubagents,
  type ResolvedSubagent,
  type SubagentReportEntry,
  type SubagentResolution,
} from "./subagents/resolve-subagents";
import {
  buildToolSurface,
  type SurfaceTool,
  type TeamGuardSettings,
  type ToolReportEntry,
  type ToolSurface,
} from "./tool-surface";

/** An Expert's configuration as the harness reads it (stored, or an unsaved Studio draft). */
export type ExpertConfig = {
  id: string;
  slug: string;
  name: string;
  defaultModel: string;
  plugins: string[];
  teamGuard: TeamGuardSettings;
  specs: unknown[];
  builtinSwitches: BuiltinSwitchState;
};

export type RosterContext = {
  policy: RosterPolicy;
  message: string;
  /** Under policy "all": every Expert the user has access to. */
  accessible: RosterCandidate[];
  /** The Experts named by whitelist entries (by id) and mentions (by slug). */
  named: RosterCandidate[];
};

export type Injection = {
  expert: { id: string; slug: string; name: string };
  tools: SurfaceTool[];
  toolReport: ToolReportEntry[];
  unknownPlugins: string[];
  subagents: ResolvedSubagent[];
  subagentReport: SubagentReportEntry[];
  builtins: { name: string; enabled: boolean }[];
  notes: string[];
  roster: RosterEntry[];
  rosterReport: RosterReportEntry[];
  /** rules §11: how the delegate list was fitted to its token budget. */
  rosterBudget: RosterBudget;
  /** Every candidate that passed the roster's rules, most relevant to the message first. */
  rosterRanking: RankedRosterCandidate[];
  /** Distinct mentions past the first MENTION_LIMIT, which the roster did not consider. */
  mentionsIgnored: number;
  prompt: string;
  tokens: number;
};

/**
 * The plugin catalog defaults to the platform's (lib/domain/catalog.ts); the benchmark brings its own.
 * The roster budget comes from ROSTER_TOKEN_BUDGET (lib/config.ts) through the harness.
 */
export type InjectionOptions = { catalog?: readonly PluginDefinition[]; rosterTokenBudget?: number };

/** The part of an injection that depends on the Expert's configuration alone, not on the user or message. */
export type ExpertResolution = { surface: ToolSurface; resolution: SubagentResolution };

/** The tool surface and the resolved subagents of a configuration (rules §2, §4). */
export function resolveExpert(expert: ExpertConfig, options: InjectionOptions = {}): ExpertResolution {
  const surface = buildToolSurface({ plugins: expert.plugins, teamGuard: expert.teamGuard, catalog: options.catalog });
  const resolution = resolveSubagents({
    specs: expert.specs,
    surface: surface.tools.map((t) => t.name),
    defaultModel: expert.defaultModel,
    builtinSwitches: expert.builtinSwitches,
  });
  return { surface, resolution };
}

/**
 * rules §5: one injection from an Expert's configuration and the user's delegation context.
 * `resolved` is `resolveExpert(expert, options)` when the caller already has it (it is the same for
 * every user of one immutable live version).
 */
export function buildInjection(
  expert: ExpertConfig,
  context: RosterContext,
  options: InjectionOptions = {},
  resolved: ExpertResolution = resolveExpert(expert, options),
): Injection {
  const { surface, resolution } = resolved;
  const byId = new Map(context.named.map((c) => [c.id, c]));
  const bySlug = new Map(context.named.map((c) => [c.slug, c]));
  const budget = options.rosterTokenBudget ?? DEFAULT_ROSTER_TOKEN_BUDGET;
  const built = buildBudgetedRoster(
    {
      currentExpertId: expert.id,
      policy: context.policy,
      message: context.message,
      accessible: context.accessible,
      lookupById: (id) => byId.get(id),
      lookupBySlug: (slug) => bySlug.get(slug.toLowerCase()),
    },
    budget,
  );
  const { roster, report, budget: rosterBudget, ranking } = built;
  const rendered = renderInjection({ subagents: resolution.subagents, roster, rosterLeftOut: rosterBudget.leftOut });
  return {
    expert: { id: expert.id, slug: expert.slug, name: expert.name },
    tools: surface.tools,
    toolReport: surface.toolReport,
    unknownPlugins: surface.unknownPlugins,
    subagents: resolution.subagents,
    subagentReport: resolution.report,
    builtins: resolution.builtins,
    notes: resolution.notes,
    roster,
    rosterReport: report,
    rosterBudget,
    rosterRanking: ranking,
    mentionsIgnored: built.mentionsIgnored,
    prompt: rendered.prompt,
    tokens: rendered.tokens,
  };
}

/** Stored specs are raw text; text that is not JSON reaches the rules as the string it is. */
export function parseStoredSpec(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** No policy, no message: for views of an Expert's own configuration, where no roster applies. */
export const EMPTY_ROSTER_CONTEXT: RosterContext = {
  policy: { mode: "none", whitelist: [] },
  message: "",
  accessible: [],
  named: [],
};
