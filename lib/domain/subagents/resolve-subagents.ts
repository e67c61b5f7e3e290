import { GLOB_BUDGET_CODE, globBudgetSentence } from "../api-contract";
import { RESERVED_NAMES } from "../catalog";
import { builtinCatalog, type BuiltinSwitchState } from "./builtins";
import { GLOB_WORK_BUDGET, prepareSurface, resolveTools, type ToolResolution } from "./resolve-tools";
import { type SpecDropCode, validateSpec } from "./spec-validation";

/** Why a spec is dropped, in the order the rules are checked (rules §2.3). */
export const DROP_CODES = [
  "not_object",
  "missing_field",
  "invalid_name",
  "reserved_name",
  "tools_not_array",
  "zero_tools",
  "collides_with_builtin",
  "duplicate_name",
] as const satisfies readonly (SpecDropCode | "zero_tools" | "collides_with_builtin" | "duplicate_name")[];
export type DropCode = (typeof DROP_CODES)[number];
export type SubagentSource = "builtin" | "expert";

export type ResolvedSubagent = {
  name: string;
  description: string;
  system_prompt: string;
  tools: string[];
  model: string;
  source: SubagentSource;
};

export type SubagentReportEntry = {
  /** Position in the Expert's authored list; null for builtins. */
  index: number | null;
  name: string | null;
  source: SubagentSource;
  status: "kept" | "dropped";
  code?: DropCode;
  message: string;
  warnings: string[];
  tools: ToolResolution[];
};

export type SubagentResolution = {
  subagents: ResolvedSubagent[];
  report: SubagentReportEntry[];
  builtins: { name: string; enabled: boolean }[];
  notes: string[];
};

export type ResolveSubagentsInput = {
  specs: readonly unknown[];
  /** The main agent's effective tool names, in surface order (rules §4). */
  surface: readonly string[];
  defaultModel: string;
  builtinSwitches: BuiltinSwitchState;
};

type Candidate = {
  index: number | null;
  source: SubagentSource;
  name: string;
  description: string;
  system_prompt: string;
  tools: readonly unknown[];
  model: string | null;
  warnings: string[];
};

/** rules §2: builtins first, then the creator's specs in order; drops are reported, never thrown. */
export function resolveSubagents(input: ResolveSubagentsInput): SubagentResolution {
  const catalog = builtinCatalog(input.builtinSwitches);
  const switchedOff = new Set(catalog.builtins.filter((b) => !b.enabled).map((b) => b.name));
  const specs = Array.isArray(input.specs) ? input.specs : [];
  const surface = prepareSurface(Array.isArray(input.surface) ? input.surface : []);
  const subagents: ResolvedSubagent[] = [];
  const report: SubagentReportEntry[] = [];
  // name → who claimed it; a name is claimed only by a subagent that survives every other rule.
  const claims = new Map<string, { source: SubagentSource; index: number | null }>();

  const candidates: (Candidate | SubagentReportEntry)[] = [
    ...catalog.definitions.map((b) => ({ ...b, index: null, source: "builtin" as const, model: null, warnings: [] })),
    ...specs.map((raw, index): Candidate | SubagentReportEntry => {
      const verdict = validateSpec(raw);
      if (!verdict.ok) {
        const { code, name, message } = verdict;
        return { index, name, source: "expert", status: "dropped", code, message, warnings: [], tools: [] };
      }
      return { ...verdict.spec, index, source: "expert", warnings: verdict.warnings };
    }),
  ];

  for (const candidate of candidates) {
    if ("status" in candidate) {
      report.push(candidate);
      continue;
    }
    const { index, source, name, warnings } = candidate;
    const tools = resolveTools(candidate.tools, surface);
    const drop = (code: DropCode, message: string) =>
      report.push({ index, name, source, status: "dropped", code, message, warnings, tools: tools.entries });

    const claim = claims.get(name);
    if (tools.granted.length === 0) drop("zero_tools", zeroToolsMessage(tools.entries));
    else if (claim?.source === "builtin" && source === "expert") {
      const fix = "switch that builtin off for this Expert to use your own";
      drop("collides_with_builtin", `${name} is the name of a builtin subagent that is switched on; ${fix}`);
    } else if (claim) {
      const where = claim.index === null ? "an earlier builtin" : `an earlier spec (position ${claim.index + 1})`;
      drop("duplicate_name", `${name} is already declared by ${where}; the first declaration wins`);
    } else {
      claims.set(name, { source, index });
      subagents.push({
        name,
        description: candidate.description,
        system_prompt: candidate.system_prompt,
        tools: tools.granted,
        model: candidate.model ?? input.defaultModel,
        source,
      });
      const message = keptMessage(candidate, tools.granted, tools.entries, switchedOff.has(name));
      report.push({ index, name, source, status: "kept", message, warnings, tools: tools.entries });
    }
  }

  return {
    subagents,
    report,
    builtins: catalog.builtins.map(({ name, enabled }) => ({ name, enabled })),
    notes: [
      ...(catalog.note ? [catalog.note] : []),
      ...(surface.globWork.skipped > 0 ? [globBudgetSentence(surface.globWork.skipped, GLOB_WORK_BUDGET)] : []),
    ],
  };
}

const MESSAGE_TOOLS = 8;

function keptMessage(candidate: Candidate, granted: string[], entries: ToolResolution[], takesOver: boolean): string {
  const who = candidate.source === "builtin" ? `builtin ${candidate.name} is offered` : `${candidate.name} is kept`;
  const shown =
    granted.length > MESSAGE_TOOLS
      ? [...granted.slice(0, MESSAGE_TOOLS), `and ${granted.length - MESSAGE_TOOLS} more`]
      : granted;
  const parts = [`${who} with ${shown.join(", ")}`];
  const withheld = entries.filter((e) => e.code === "reserved_tool" && e.matched).flatMap((e) => e.matched ?? []);
  const dropped = entries.filter((e) => e.status === "dropped" && !(e.code === "reserved_tool" && e.matched)).length;
  if (dropped > 0) parts.push(`${dropped} tool ${dropped === 1 ? "entry was" : "entries were"} dropped`);
  if (withheld.length > 0) parts.push(`reserved tools matched by a glob were withheld: ${unique(withheld).join(", ")}`);
  if (takesOver && candidate.source === "expert") {
    parts.push(`it takes over the handle of the switched-off builtin ${candidate.name}`);
  }
  return parts.join("; ");
}

/** e.g. "none of read_file, mcpgithub* matched the main agent's tools; closest: read, mcp__github__*" */
export function zeroToolsMessage(entries: readonly ToolResolution[]): string {
  if (entries.length === 0) {
    return "no tools are listed; a subagent with no tools is a pure reasoner that duplicates the general-purpose agent";
  }
  const unmatched = entries.filter((e) => e.code === "unknown_tool" || e.code === "glob_no_match");
  const reserved = unique(entries.filter((e) => e.code === "reserved_tool").map((e) => String(e.entry)));
  const reservedNames = reserved.filter((entry) => RESERVED_NAMES.has(entry));
  const reservedGlobs = reserved.filter((entry) => !RESERVED_NAMES.has(entry));
  const nonStrings = entries.filter((e) => e.code === "not_a_string").map((e) => preview(e.entry));
  const unexpanded = entries.filter((e) => e.code === GLOB_BUDGET_CODE).length;
  const clauses: string[] = [];
  if (unmatched.length > 0) {
    clauses.push(`none of ${unmatched.map((e) => String(e.entry)).join(", ")} matched the main agent's tools`);
    const closest = unique(unmatched.flatMap((e) => e.suggestions?.slice(0, 1) ?? []));
    if (closest.length > 0) clauses.push(`closest: ${closest.join(", ")}`);
  }
  if (reservedNames.length > 0) {
    const verb = reservedNames.length === 1 ? "is" : "are";
    clauses.push(`${reservedNames.join(", ")} ${verb} reserved and never granted to a subagent`);
  }
  if (reservedGlobs.length > 0) {
    const verb = reservedGlobs.length === 1 ? "matches" : "match";
    clauses.push(`${reservedGlobs.join(", ")} ${verb} only reserved tools, which are never granted to a subagent`);
  }
  if (nonStrings.length > 0) {
    clauses.push(`${nonStrings.join(", ")} ${nonStrings.length === 1 ? "is not a tool name" : "are not tool names"}`);
  }
  if (unexpanded > 0)
    clauses.push(
      `${unexpanded} glob ${unexpanded === 1 ? "entry was" : "entries were"} not expanded (the glob work budget was spent)`,
    );
  return clauses.join("; ");
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
