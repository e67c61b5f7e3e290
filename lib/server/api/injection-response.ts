import "server-only";
import type { Injection } from "@/lib/domain/injection";
import type { InjectionResponse } from "./response-schemas";

/** The documented response of POST /api/harness/injection (rules §6), typed by the schema the document is made from. */
export function toInjectionResponse(injection: Injection): InjectionResponse {
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
