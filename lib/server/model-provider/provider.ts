import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, streamText, type LanguageModel } from "ai";
import { providerModelId, readModelProviderConfig, type ModelProviderConfig } from "./config";
import { toProviderError } from "./errors";
import { toModelMessages, toToolSet } from "./messages";
import type { GenerateRequest, GenerateResult, ModelProvider, StreamEvent, ToolCall } from "./types";

/** A provider for a configuration: the Vercel AI SDK's client for its kind, behind ModelProvider. */
export function createModelProvider(config: ModelProviderConfig): ModelProvider {
  const languageModel = modelFactory(config);
  const label = config.baseURL ?? (config.kind === "anthropic" ? "Anthropic" : "OpenAI");

  function prepare(request: GenerateRequest) {
    const providerModel = providerModelId(config, request.model);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const settings = {
      model: languageModel(providerModel),
      system: request.system || undefined,
      messages: toModelMessages(request.messages),
      tools: toToolSet(request.tools),
      maxOutputTokens: request.maxOutputTokens,
      // A refusal is reported at once, with its reason; the person decides whether to try again.
      maxRetries: 0,
      abortSignal: signal,
    };
    const fail = (error: unknown) =>
      toProviderError(error, {
        timeoutMs: config.timeoutMs,
        timedOut: timeout.aborted && !request.signal?.aborted,
        label,
      });
    return { providerModel, settings, fail, started: Date.now() };
  }

  return {
    kind: config.kind,
    label,
    providerModelId: (model) => providerModelId(config, model),

    async generate(request) {
      const { providerModel, settings, fail, started } = prepare(request);
      try {
        const result = await generateText(settings);
        return {
          text: result.text,
          toolCalls: result.toolCalls.map((call) => ({
            id: call.toolCallId,
            name: call.toolName,
            input: call.input as unknown,
          })),
          usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 },
          finishReason: result.finishReason,
          providerModel,
          ms: Date.now() - started,
        };
      } catch (error) {
        throw fail(error);
      }
    },

    async *stream(request): AsyncGenerator<StreamEvent> {
      const { providerModel, settings, fail, started } = prepare(request);
      let failure: unknown = null;
      const result = streamText({ ...settings, onError: ({ error }) => void (failure ??= error) });
      let text = "";
      const toolCalls: ToolCall[] = [];
      let finish: Pick<GenerateResult, "usage" | "finishReason"> | null = null;
      try {
        for await (const part of result.fullStream) {
          if (part.type === "text-delta") {
            text += part.text;
            yield { type: "text", delta: part.text };
          } else if (part.type === "tool-call") {
            const call = { id: part.toolCallId, name: part.toolName, input: part.input as unknown };
            toolCalls.push(call);
            yield { type: "tool-call", call };
          } else if (part.type === "error") {
            throw part.error;
          } else if (part.type === "abort") {
            throw Object.assign(new Error("aborted"), { name: "AbortError" });
          } else if (part.type === "finish") {
            finish = {
              usage: { inputTokens: part.totalUsage.inputTokens ?? 0, outputTokens: part.totalUsage.outputTokens ?? 0 },
              finishReason: part.finishReason,
            };
          }
        }
      } catch (error) {
        throw fail(failure ?? error);
      }
      if (failure) throw fail(failure);
      if (!finish) throw fail(new Error("the stream ended before the model finished"));
      yield { type: "finish", text, toolCalls, ...finish, providerModel, ms: Date.now() - started };
    },
  };
}

function modelFactory(config: ModelProviderConfig): (id: string) => LanguageModel {
  const baseURL = config.baseURL ?? undefined;
  const apiKey = config.apiKey ?? undefined;
  if (config.kind === "anthropic") {
    const anthropic = createAnthropic({ baseURL, apiKey });
    return (id) => anthropic(id);
  }
  if (config.kind === "openai") {
    const openai = createOpenAI({ baseURL, apiKey });
    // Chat Completions: the protocol every compatible server speaks too.
    return (id) => openai.chat(id);
  }
  const compatible = createOpenAICompatible({ name: "compatible", baseURL: baseURL ?? "", apiKey, includeUsage: true });
  return (id) => compatible.chatModel(id);
}

type Cached = { key: string; provider: ModelProvider | null; problem: string | null };
let cached: Cached | null = null;

/** The provider the environment configures, or null (with the reason, when the settings are wrong). */
export function modelProviderStatus(env: Record<string, string | undefined> = process.env): {
  provider: ModelProvider | null;
  problem: string | null;
} {
  const key = ["MODEL_PROVIDER", "MODEL_BASE_URL", "MODEL_API_KEY", "MODEL_MAP", "MODEL_DEFAULT", "MODEL_TIMEOUT_MS"]
    .map((name) => env[name] ?? "")
    .join("\u0000");
  if (cached?.key === key) return cached;
  const reading = readModelProviderConfig(env);
  cached = {
    key,
    provider: reading.status === "ok" ? createModelProvider(reading.config) : null,
    problem: reading.status === "invalid" ? reading.problem : null,
  };
  return cached;
}

/** The configured provider, or null when none is (or its settings are wrong: see modelProviderStatus). */
export function getModelProvider(): ModelProvider | null {
  return modelProviderStatus().provider;
}
