import "server-only";

/** The provider-neutral shapes of a model call (rules §15). Nothing here knows an SDK or a wire format. */

export type ToolCall = { id: string; name: string; input: unknown };

export type ChatMessage =
  | { role: "user"; content: string }
  | { role: "assistant"; content: string; toolCalls?: ToolCall[] }
  | { role: "tool"; toolCallId: string; toolName: string; content: string };

/** A tool offered to the model: its name, what it is for, and a JSON Schema for its input. */
export type ToolSpec = { name: string; description: string; parameters: Record<string, unknown> };

export type TokenUsage = { inputTokens: number; outputTokens: number };

export type GenerateRequest = {
  /** A catalog model (mapped through MODEL_MAP) or a provider model id. */
  model: string;
  system?: string;
  messages: ChatMessage[];
  tools?: ToolSpec[];
  signal?: AbortSignal;
  maxOutputTokens?: number;
};

export type GenerateResult = {
  text: string;
  toolCalls: ToolCall[];
  usage: TokenUsage;
  finishReason: string;
  /** The provider model id the call went to. */
  providerModel: string;
  ms: number;
};

/** What a streaming call yields, in order: text as it arrives, each complete tool call, then one finish. */
export type StreamEvent =
  { type: "text"; delta: string } | { type: "tool-call"; call: ToolCall } | ({ type: "finish" } & GenerateResult);

export interface ModelProvider {
  readonly kind: string;
  /** Where the calls go, for the page ("OpenAI", or the base URL of a local server). */
  readonly label: string;
  providerModelId(model: string): string;
  /** One model call; tools are offered, never executed. Throws ModelProviderError. */
  generate(request: GenerateRequest): Promise<GenerateResult>;
  /** The same call, streamed. Throws ModelProviderError from the iteration. */
  stream(request: GenerateRequest): AsyncIterable<StreamEvent>;
}
