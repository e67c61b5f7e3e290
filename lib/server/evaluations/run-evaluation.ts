import "server-only";
import { API_SENTENCES } from "@/lib/domain/api-contract";
import type { VersionSelector } from "@/lib/domain/expert-version";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { judgeLexically } from "@/lib/domain/evaluations/lexical-judge";
import { choiceOfToolCalls, judgeTools } from "@/lib/domain/evaluations/model-judge";
import { evaluateCases, evaluateCasesAsync, type EvaluatedRun, type JudgeName } from "@/lib/domain/evaluations/run";
import { AppError } from "@/lib/server/errors";
import { injectionsForMessages } from "@/lib/server/harness/message-injections";
import { getModelProvider } from "@/lib/server/model-provider/provider";

export type RunRequest = {
  expertId: string;
  /** Whose roster the delegate tool offers (the Studio: the owner; the API: the acting user). */
  userId: string;
  version: VersionSelector;
  judge: JudgeName;
  cases: readonly EvaluationCase[];
};

export type RunOutcome = EvaluatedRun & { judge: JudgeName; version: "draft" | number };

export const NO_MODEL_PROVIDER = API_SENTENCES.judge_unavailable;

/**
 * rules §16: a run of cases over one version. Each case's message gets the injection the runtime
 * would give this user for it (the harness's injectionsForMessages). The lexical judge picks from its
 * kept subagents and its offered roster; the model judge asks the configured model once per case and
 * reads its first tool call (nothing is executed). Null: the Expert or version is not there for this
 * user. A model provider's failure is thrown as its ModelProviderError.
 */
export async function runEvaluation(request: RunRequest): Promise<RunOutcome | null> {
  const provider = request.judge === "model" ? getModelProvider() : null;
  if (request.judge === "model" && !provider)
    throw new AppError("bad_request:input", {
      message: NO_MODEL_PROVIDER,
      fieldErrors: { judge: [NO_MODEL_PROVIDER] },
    });
  const injections = await injectionsForMessages({
    expertId: request.expertId,
    userId: request.userId,
    version: request.version,
    messages: request.cases.map((c) => c.message),
  });
  if (!injections) return null;
  const version = injections.source.kind === "draft" ? "draft" : injections.source.number;
  if (provider) {
    const run = await evaluateCasesAsync(request.cases, async (message) => {
      const injection = injections.forMessage(message);
      const answer = await provider.generate({
        model: injections.model,
        system: injection.prompt,
        messages: [{ role: "user", content: message }],
        tools: judgeTools(injection),
        maxOutputTokens: 512,
      });
      return choiceOfToolCalls(answer.toolCalls, {
        subagents: injection.subagents.map((s) => s.name),
        experts: injection.roster.map((r) => r.slug),
      });
    });
    return { ...run, judge: "model", version };
  }
  const run = evaluateCases(request.cases, (message) => {
    const injection = injections.forMessage(message);
    return judgeLexically({ subagents: injection.subagents, roster: injection.roster }, message);
  });
  return { ...run, judge: "lexical", version };
}
