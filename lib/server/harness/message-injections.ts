import "server-only";
import type { VersionSelector } from "@/lib/domain/expert-version";
import type { Injection, RosterContext } from "@/lib/domain/injection";
import { MENTION_LIMIT, parseMentions } from "@/lib/domain/mentions";
import { assembleInjection, type Assembled } from "./assemble";
import { readExpertConfig, type ExpertAccessRow } from "./expert-config";

export type MessageInjections = {
  source: Assembled["source"];
  /** The version's main model (a catalog name), for a judge that asks a model. */
  model: string;
  /** The injection this user's session of the version gets for one message. */
  forMessage: (message: string) => Injection;
};

/**
 * The injections of many messages to one version of an Expert, for one user (rules §16's runs):
 * the configuration and the roster context are read once through assembleInjection, with every
 * Expert any message mentions read as a named candidate (MENTION_LIMIT slugs per read, as the
 * harness reads a message); then each message gets the assembled injection rebuilt with its own text, so its
 * mentions and the roster's budget apply exactly as the API's injection for it would.
 * Null when the user may not use that version.
 */
export async function injectionsForMessages(request: {
  expertId: string;
  userId: string;
  version: VersionSelector;
  messages: readonly string[];
}): Promise<MessageInjections | null> {
  const slugs = [...new Set(request.messages.flatMap((m) => parseMentions(m).map((x) => x.slug)))];
  const groups: string[][] = [];
  for (let i = 0; i < slugs.length; i += MENTION_LIMIT) groups.push(slugs.slice(i, i + MENTION_LIMIT));
  const assemble = (mentions: string[]) =>
    assembleInjection({
      expertId: request.expertId,
      userId: request.userId,
      message: mentions.map((s) => `@${s}`).join(" "),
      requireUsable: true,
      version: request.version,
    });
  const [first, ...rest] = await Promise.all((groups.length ? groups : [[]]).map(assemble));
  if (!first) return null;
  const named = new Map(first.context.named.map((c) => [c.id, c]));
  for (const more of rest) for (const c of more?.context.named ?? []) named.set(c.id, c);
  const context: RosterContext = { ...first.context, named: [...named.values()] };
  const build = (message: string) => first.rebuild({ ...context, message });
  // A message changes the injection only through its mentions, and through the ranking when the
  // roster's candidates overflow its budget: otherwise it is the empty message's, built once.
  const base = build("");
  const fits = base.rosterBudget.leftOut === 0;
  return {
    source: first.source,
    model: first.config.defaultModel,
    forMessage: (message) => (fits && parseMentions(message).length === 0 ? base : build(message)),
  };
}

/** The names of the subagents kept in an Expert's draft or current live version (read as its owner). */
export async function keptSubagentNames(expertId: string, ownerId: string): Promise<Set<string>> {
  const [draft, live] = await Promise.all([
    assembleInjection({ expertId, userId: ownerId, message: null, requireUsable: true, version: "draft" }),
    assembleInjection({ expertId, userId: ownerId, message: null, requireUsable: true, version: "live" }),
  ]);
  return new Set([...(draft?.injection.subagents ?? []), ...(live?.injection.subagents ?? [])].map((s) => s.name));
}

/** Whether the user may use that version of the Expert (rules §5, §10), from the row the caller read. */
export async function mayUseVersion(
  expert: ExpertAccessRow,
  userId: string,
  version: VersionSelector,
): Promise<boolean> {
  const stored = await readExpertConfig(expert.id, userId, version, expert);
  return stored !== null && stored.usableBy && (version !== "draft" || stored.ownerIsUser);
}
