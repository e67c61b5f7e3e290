import { GLOBAL_TOOLS, PLUGINS, RESERVED_NAMES } from "../catalog";
import { BUILTIN_SUBAGENTS } from "../subagents/builtins";
import { matchGlob } from "../subagents/glob";
import { validateSpec } from "../subagents/spec-validation";
import { suggestName } from "./names";
import type { TransferNote } from "./notes";
import { isGlob, isMcpName } from "./vocabulary";

/** What the target Expert offers, so an import can say which specs it would drop at run time. */
export type ImportContext = {
  /** The Expert's tool surface (global tools and its plugins' tools). */
  surface: readonly string[];
  /** Builtin subagents switched off for the Expert. */
  disabledBuiltins: readonly string[];
};

export const DEFAULT_IMPORT_CONTEXT: ImportContext = Object.freeze({ surface: GLOBAL_TOOLS, disabledBuiltins: [] });

/** Notes (with a one-click fix where there is one) for an imported spec the platform would drop or change. */
export function runtimeNotes(spec: Record<string, unknown>, context: ImportContext): TransferNote[] {
  const verdict = validateSpec(spec);
  if (!verdict.ok) {
    const name = typeof spec.name === "string" ? spec.name : "";
    if (verdict.code === "invalid_name" || verdict.code === "reserved_name") {
      const fix = verdict.code === "reserved_name" ? `${name.toLowerCase()}-agent` : suggestName(name);
      return [
        {
          severity: "warning",
          key: "name",
          message: `As imported, the spec would be dropped: ${verdict.message}. Rename it to ${fix}.`,
          fix: { name: fix },
        },
      ];
    }
    return [
      {
        severity: "warning",
        message: `As imported, the spec will be dropped: ${verdict.message}. Fix it in the editor.`,
      },
    ];
  }
  const notes: TransferNote[] = [];
  const name = verdict.spec.name;
  if (BUILTIN_SUBAGENTS.some((b) => b.name === name)) {
    if (context.disabledBuiltins.includes(name)) {
      notes.push({
        severity: "info",
        key: "name",
        message: `The builtin ${name} is switched off for this Expert, so this spec takes its name.`,
      });
    } else {
      const fix = `${name}-custom`;
      const message = `${name} is also a builtin subagent, switched on for this Expert: this spec would be dropped (collides_with_builtin). Rename it to ${fix}, or switch the builtin off under Builtins.`;
      notes.push({ severity: "warning", key: "name", message, fix: { name: fix } });
    }
  }
  notes.push(...toolNotes(verdict.spec.tools, context.surface));
  return notes;
}

function toolNotes(tools: readonly unknown[], surface: readonly string[]): TransferNote[] {
  const names = tools.filter((t): t is string => typeof t === "string");
  if (names.length === 0) return [];
  const onSurface = (entry: string) =>
    RESERVED_NAMES.has(entry)
      ? false
      : isGlob(entry)
        ? matchGlob(entry, surface).some((n) => !RESERVED_NAMES.has(n))
        : surface.includes(entry);
  const missingMcp = names.filter((n) => isMcpName(n) && !onSurface(n));
  const providers = [
    ...new Set(
      missingMcp.flatMap((entry) =>
        PLUGINS.filter((p) =>
          providesTool(
            p.tools.map((t) => t.name),
            entry,
          ),
        ).map((p) => p.name),
      ),
    ),
  ];
  const orphans = missingMcp.filter(
    (entry) =>
      !PLUGINS.some((p) =>
        providesTool(
          p.tools.map((t) => t.name),
          entry,
        ),
      ),
  );
  const list = (items: string[]) => items.join(", ");
  const provided = missingMcp.filter((n) => !orphans.includes(n));
  const parts: string[] = [];
  if (providers.length > 0) {
    const plugins = `the ${list(providers)} plugin${providers.length === 1 ? "" : "s"}`;
    parts.push(
      `${list(provided)} come${provided.length === 1 ? "s" : ""} from ${plugins}, which this Expert does not have: switch ${providers.length === 1 ? "it" : "them"} on under Plugins.`,
    );
  }
  if (orphans.length > 0)
    parts.push(
      `No plugin in the catalog provides ${list(orphans)}, so ${orphans.length === 1 ? "it" : "they"} will not resolve.`,
    );
  if (!names.some(onSurface)) {
    const fix = parts.length > 0 ? parts.join(" ") : "Edit its tools.";
    return [
      {
        severity: "warning",
        key: "tools",
        message: `None of its tools are on this Expert, so this subagent would be dropped (zero_tools). ${fix}`,
      },
    ];
  }
  return parts.length > 0 ? [{ severity: "warning", key: "tools", message: parts.join(" ") }] : [];
}

function providesTool(pluginTools: readonly string[], entry: string): boolean {
  return isGlob(entry) ? matchGlob(entry, pluginTools).length > 0 : pluginTools.includes(entry);
}
