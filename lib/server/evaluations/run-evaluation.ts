import "server-only";
import { config as appConfig } from "@/lib/config";
import { parseMentions } from "@/lib/domain/mentions";
import { buildInjection, resolveExpert, type RosterContext } from "@/lib/domain/injection";
import type { VersionSelector } from "@/lib/domain/expert-version";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { judgeLexically } from "@/lib/domain/evaluations/lexical-judge";
import { evaluateCases, type EvaluatedRun, type JudgeName } from "@/lib/domain/evaluations/run";
import { MENTION_LIMIT } from "@/lib/domain/mentions";
import { AppError } from "@/lib/server/errors";
import { assembleInjection, type Assembled } from "@/lib/server/harness/assemble";

export type RunRequest = {
  expertId: string;
  /** Whose roster the delegate tool offers (the Studio: the owner; the API: the acting user). */
  userId: string;
  version: VersionSelector;
  judge: JudgeName;
  cases: readonly EvaluationCase[];
};

export type RunOutcome = EvaluatedRun & { judge: JudgeName; version: "draft" | number };

export const NO_MODEL_PROVIDER = "The model judge needs a model provider, and no model provider is configured: set MODEL_PROVIDER (SPEC §15), or use the lexical judge.";

/**
 * SPEC §16: a run of cases over one version. The version's configuration and the user's roster come
 * from the harness's one door (assembleInjection), read once; each case's message then gets the
 * injection the runtime would get for it (its mentions and the roster's budget included), and the
 * judge picks from its kept subagents and its offered roster. Null: the Expert or version is not there.
 */
export async function runEvaluation(request: RunRequest): Promise<RunOutcome | null> {
  if (request.judge === "model") throw new AppError("bad_request:input", { message: NO_MODEL_PROVIDER, fieldErrors: { judge: [NO_MODEL_PROVIDER] } });
  const assembled = await assembleWithMentions(request);
  if (!assembled) return null;
  const { config, context } = assembled;
  const options = { rosterTokenBudget: appConfig().ROSTER_TOKEN_BUDGET };
  const resolved = resolveExpert(config, options);
  const run = evaluateCases(request.cases, (message) => {
    const injection = buildInjection(config, { ...context, message }, options, resolved);
    return judgeLexically({ subagents: injection.subagents, roster: injection.roster }, message);
  });
  return { ...run, judge: request.judge, version: assembled.source.kind === "draft" ? "draft" : assembled.source.number };
}

/**
 * The configuration and the roster context once, with every Expert any case mentions read as a named
 * candidate (the harness reads MENTION_LIMIT mentions a message, so they are read in groups of that).
 */
async function assembleWithMentions(request: RunRequest): Promise<Assembled | null> {
  const slugs = [...new Set(request.cases.flatMap((c) => parseMentions(c.message).map((m) => m.slug)))];
  const groups: string[][] = [];
  for (let i = 0; i < slugs.length; i += MENTION_LIMIT) groups.push(slugs.slice(i, i + MENTION_LIMIT));
  const assemble = (mentions: string[]) =>
    assembleInjection({ expertId: request.expertId, userId: request.userId, message: mentions.map((s) => `@${s}`).join(" "), requireUsable: true, version: request.version });
  const [first, ...rest] = await Promise.all((groups.length ? groups : [[]]).map(assemble));
  if (!first) return null;
  const named = new Map(first.context.named.map((c) => [c.id, c]));
  for (const more of rest) for (const c of more?.context.named ?? []) named.set(c.id, c);
  const context: RosterContext = { ...first.context, message: "", named: [...named.values()] };
  return { ...first, context };
}
