import "server-only";
import { config as appConfig } from "@/lib/config";
import {
  EMPTY_ROSTER_CONTEXT,
  buildInjection,
  resolveExpert,
  type ExpertConfig,
  type Injection,
  type InjectionOptions,
  type RosterContext,
} from "@/lib/domain/injection";
import { renderInjection } from "@/lib/domain/render-injection";
import type { ExpertVersionConfig } from "@/lib/domain/expert-content";
import type { VersionSelector } from "@/lib/domain/expert-version";
import { readExpertConfig, type ExpertAccessRow, type StoredExpertConfig } from "./expert-config";
import { resolvedLiveVersion } from "./live-version-cache";
import { loadRosterContext, type KnownRosterRows } from "./roster-context";

export type AssembleRequest = {
  expertId: string;
  /** The user whose access is checked and whose roster the session gets. */
  userId: string;
  /** The session's message; null for views of the Expert's own configuration, where no roster applies. */
  message: string | null;
  /** Refuse (null) when the user may not use the Expert (rules §5); admin views read any Expert. */
  requireUsable: boolean;
  /**
   * rules §10: "served" (default) is what runtimes get; "draft" is for the owner only wherever
   * usability is required (anyone else is refused like a missing Expert); "live" or a number for views.
   */
  version?: VersionSelector;
  /** What the caller read already for this user and Expert (the runtime's injection reads them with the user). */
  known?: KnownRosterRows & { expert: ExpertAccessRow };
  /** The Studio's unsaved draft in place of the stored configuration. */
  draft?: (stored: ExpertConfig) => ExpertConfig;
  options?: InjectionOptions;
};

/** The injection, with the configuration and roster context it was built from. */
export type Assembled = {
  injection: Injection;
  config: ExpertConfig;
  context: RosterContext;
  source: StoredExpertConfig["source"];
  /** The live version as authored when one was read; null for the draft. */
  liveConfig: ExpertVersionConfig | null;
  /** The same configuration's injection for another roster context (another message), resolved once. */
  rebuild: (context: RosterContext) => Injection;
};

/**
 * The one function that joins stored configuration with the pure harness (rules §5). Every entry
 * point of lib/server/harness/ calls it, so the API, the previews and the admin views cannot drift.
 */
export async function assembleInjection(request: AssembleRequest): Promise<Assembled | null> {
  const [stored, context] = await Promise.all([
    readExpertConfig(request.expertId, request.userId, request.version ?? "served", request.known?.expert),
    request.message === null ? EMPTY_ROSTER_CONTEXT : loadRosterContext(request.userId, request.message, request.known),
  ]);
  if (!stored || (request.requireUsable && !stored.usableBy)) return null;
  if (request.requireUsable && request.version === "draft" && !stored.ownerIsUser) return null;
  const config = request.draft ? request.draft(stored.config) : stored.config;
  const options = { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET, ...request.options };
  const resolved =
    stored.liveVersionId && !request.draft
      ? resolvedLiveVersion(stored.liveVersionId, config, options.catalog)
      : resolveExpert(config, options);
  const rebuild = (other: RosterContext) => buildInjection(config, other, options, resolved);
  return {
    injection: rebuild(context),
    config,
    context,
    source: stored.source,
    liveConfig: request.draft ? null : stored.liveConfig,
    rebuild,
  };
}

/** The delegate tool's text as the model receives it with this injection (null when the roster is empty). */
export function delegateSectionOf(injection: Injection): string | null {
  return renderInjection({ subagents: [], roster: injection.roster, rosterLeftOut: injection.rosterBudget.leftOut })
    .sections.delegate;
}
