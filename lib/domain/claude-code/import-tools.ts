import { RESERVED_NAMES } from "../catalog";
import { showValue, type TransferNote } from "./notes";
import { readToolList } from "./tool-list";
import { isGlob, isMcpName, isPlatformTool, platformToolFor } from "./vocabulary";

/** Claude Code's `tools`: "every" when the key is absent or empty (every tool), else the platform entries; undefined when unreadable. */
export function importToolEntries(
  values: Record<string, unknown>,
  notes: TransferNote[],
): unknown[] | "every" | undefined {
  if (!Object.hasOwn(values, "tools")) return "every";
  const raw = values.tools;
  if (raw === null || (typeof raw === "string" && raw.trim() === "")) {
    notes.push({ severity: "info", key: "tools", message: "tools is empty, which Claude Code reads as every tool." });
    return "every";
  }
  const reading = readToolList(raw);
  if (!reading.ok) {
    notes.push({
      severity: "warning",
      key: "tools",
      message: `tools must be a comma list or a YAML list, not ${showValue(raw)}; it was not carried over.`,
    });
    return undefined;
  }
  if (reading.entries.length === 0) {
    notes.push({
      severity: "warning",
      key: "tools",
      message: "tools is an empty list, so the spec will be dropped (zero_tools); remove the key to grant every tool.",
    });
  }
  const tools: unknown[] = [];
  const repeated = new Set<unknown>();
  for (const entry of reading.entries) {
    if (typeof entry !== "string") {
      notes.push({
        severity: "warning",
        key: "tools",
        message: `The tool entry ${showValue(entry)} is not a name; it was kept as written and will be dropped (not_a_string).`,
      });
      tools.push(entry);
      continue;
    }
    const name = entry.trim();
    const mapped = platformToolFor(name) ?? name;
    if (name === "MultiEdit")
      notes.push({ severity: "info", key: "tools", message: "MultiEdit became edit (it exports back as Edit)." });
    // Export writes each tool once, so keeping a repeat here would make the round trip differ.
    if (tools.includes(mapped)) {
      if (name !== "MultiEdit" && !repeated.has(mapped))
        notes.push({
          severity: "info",
          key: "tools",
          message: `${showValue(name)} is listed more than once; it is kept once.`,
        });
      repeated.add(mapped);
      continue;
    }
    const problem = mapped === name ? unmappedToolProblem(name) : null;
    if (problem) notes.push({ severity: "warning", key: "tools", message: `The tool ${showValue(name)} ${problem}` });
    tools.push(mapped);
  }
  return tools;
}

function unmappedToolProblem(name: string): string | null {
  if (RESERVED_NAMES.has(name))
    return "is reserved on the platform, so no subagent gets it (reserved_tool); it was kept as written.";
  const rule = /^(\w+)\((.*)\)$/s.exec(name);
  if (rule && (rule[1] === "Agent" || rule[1] === "Task")) {
    return "names the subagents this one may start in Claude Code; on the platform a subagent never starts another (Task is reserved), so it was kept as written and will not resolve.";
  }
  if (rule)
    return `lets Claude Code use ${rule[1]} only as its parentheses allow; the platform cannot limit a tool that way, so it was kept as written and will not resolve (nothing is granted for it).`;
  if (isMcpName(name) || isGlob(name) || isPlatformTool(name)) return null;
  return "has no platform equivalent (it will show as unknown_tool); it was kept as written.";
}
