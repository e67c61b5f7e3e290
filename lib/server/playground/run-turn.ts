import "server-only";
import { config } from "@/lib/config";
import { dailyCapSentence, readPlaygroundLimits, usageDay } from "@/lib/domain/playground/limits";
import { versionNumberOf, type PlaygroundRequest } from "@/lib/domain/playground/request";
import { offeredTools } from "@/lib/domain/playground/tools";
import type { PlaygroundStreamEvent, TraceEventInput } from "@/lib/domain/playground/trace";
import { getInjection } from "@/lib/server/harness/injection";
import { ModelProviderError } from "@/lib/server/model-provider/errors";
import type { ModelProvider } from "@/lib/server/model-provider/types";
import { AppError } from "@/lib/server/errors";
import { errorFields, log } from "@/lib/server/log";
import { runAgent } from "./agent-loop";
import { TurnBudget } from "./budget";
import { readAgentBasics, systemPrompt } from "./expert-basics";
import { readDayUsage } from "./usage";

export type TurnRequest = PlaygroundRequest & {
  expertId: string;
  user: { id: string; email: string };
  provider: ModelProvider;
  requestId: string;
  signal: AbortSignal;
  emit: (event: PlaygroundStreamEvent) => void;
  now?: Date;
};

/**
 * One playground turn (rules §15): the Expert's injection (the harness's one door) run as an agent
 * loop. Ends with `done`, or with `error` carrying a sentence (a provider's reason, a limit).
 */
export async function runPlaygroundTurn(request: TurnRequest): Promise<void> {
  const limits = readPlaygroundLimits(process.env, config().DELEGATION_MAX_DEPTH + 1);
  const day = usageDay(request.now ?? new Date());
  const used = await readDayUsage(request.user.id, day);
  if (used >= limits.dailyTokens) {
    request.emit({
      kind: "error",
      message: dailyCapSentence(limits.dailyTokens),
      day: { used, cap: limits.dailyTokens },
    });
    return;
  }
  const budget = new TurnBudget(limits, request.user.id, day, used);
  let seq = 0;
  const turn = {
    provider: request.provider,
    userId: request.user.id,
    userEmail: request.user.email,
    requestId: request.requestId,
    signal: request.signal,
    budget,
    maxDepth: limits.maxDepth,
    emit: request.emit,
    trace: (event: TraceEventInput) => request.emit({ kind: "trace", event: { ...event, seq: seq++ } }),
  };
  // The injection (subagents, tools) and the basics (instructions, model) read the same version.
  const number = versionNumberOf(request.version);
  const version = number !== null ? { number } : request.version === "draft" ? "draft" : null;
  try {
    const injection = await getInjection({
      userRef: request.user.id,
      expertRef: request.expertId,
      message: request.message,
      version,
      activeUser: true,
    });
    const basics = await readAgentBasics(injection.expert.id, version ?? "live");
    if (!basics) throw new AppError("not_found:expert");
    const { tools, skipped } = offeredTools(injection.tools);
    if (skipped.length > 0) {
      turn.trace({
        type: "limit",
        agent: "main",
        depth: 0,
        message: `Not offered to the model (names a provider refuses): ${skipped.join(", ")}.`,
      });
    }
    const answer = await runAgent(
      turn,
      {
        label: "main",
        depth: 0,
        system: systemPrompt(basics.instructions, injection.prompt),
        model: basics.defaultModel,
        tools,
        expert: { injection, chain: [] },
        streamAnswer: true,
      },
      [...request.history, { role: "user", content: request.message }],
    );
    request.emit({ kind: "done", answer, usage: budget.turn(), day: budget.dayUsage() });
  } catch (error) {
    const message = errorSentence(error);
    if (!(error instanceof ModelProviderError) && !(error instanceof AppError)) {
      log.error(
        { event: "playground_turn_failed", requestId: request.requestId, ...errorFields(error) },
        "playground turn failed",
      );
    }
    turn.trace({ type: "error", agent: "main", depth: 0, message });
    request.emit({ kind: "error", message, day: budget.dayUsage() });
  }
}

function errorSentence(error: unknown): string {
  if (error instanceof ModelProviderError || error instanceof AppError) return error.message;
  return "The turn failed unexpectedly; nothing else was changed. Try again.";
}
