import "server-only";

export { getModelProvider, modelProviderStatus, createModelProvider } from "./provider";
export { readModelProviderConfig, parseModelMap, providerModelId, PROVIDER_KINDS, type ModelProviderConfig, type ProviderKind } from "./config";
export { ModelProviderError, type ProviderErrorCode } from "./errors";
export type { ChatMessage, GenerateRequest, GenerateResult, ModelProvider, StreamEvent, TokenUsage, ToolCall, ToolSpec } from "./types";
