import "server-only";
import type { Injection } from "@/lib/domain/injection";

/** The documented response of POST /api/harness/injection (SPEC §6). */
export function toInjectionResponse(injection: Injection) {
  return {
    expert: injection.expert,
    tools: injection.tools,
    toolReport: injection.toolReport,
    subagents: injection.subagents,
    subagentReport: injection.subagentReport,
    builtins: injection.builtins,
    notes: injection.notes,
    roster: injection.roster,
    rosterReport: injection.rosterReport,
    ...(injection.mentionsIgnored > 0 ? { mentionsIgnored: injection.mentionsIgnored } : {}),
    prompt: injection.prompt,
    tokens: injection.tokens,
  };
}
