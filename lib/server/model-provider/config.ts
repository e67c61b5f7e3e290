import "server-only";
import { MODEL_CATALOG } from "@/lib/domain/catalog";

export const PROVIDER_KINDS = ["openai-compatible", "openai", "anthropic"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** What the environment says about the model provider (rules §15); see README.md beside this file. */
export type ModelProviderConfig = {
  kind: ProviderKind;
  /** The provider's API root, e.g. http://localhost:11434/v1; null means the provider's own default. */
  baseURL: string | null;
  apiKey: string | null;
  /** Catalog model → provider model id, as MODEL_MAP gives it. */
  models: Readonly<Record<string, string>>;
  /** The provider model id for a catalog model MODEL_MAP does not name; null keeps the catalog name. */
  defaultModel: string | null;
  timeoutMs: number;
};

export type ConfigReading =
  { status: "off" } | { status: "ok"; config: ModelProviderConfig } | { status: "invalid"; problem: string };

export const DEFAULT_TIMEOUT_MS = 60_000;

type Env = Record<string, string | undefined>;

/**
 * Reads MODEL_PROVIDER, MODEL_BASE_URL, MODEL_API_KEY, MODEL_MAP, MODEL_DEFAULT and MODEL_TIMEOUT_MS.
 * No MODEL_PROVIDER: "off" (the playground explains how to connect one). A bad value: "invalid",
 * with a sentence naming the variable, so the page says what to fix rather than failing later.
 */
export function readModelProviderConfig(env: Env): ConfigReading {
  const kind = env.MODEL_PROVIDER?.trim();
  if (!kind) return { status: "off" };
  if (!(PROVIDER_KINDS as readonly string[]).includes(kind)) {
    return invalid(`MODEL_PROVIDER must be one of ${PROVIDER_KINDS.join(", ")} (it is "${kind}")`);
  }
  const baseURL = env.MODEL_BASE_URL?.trim() || null;
  if (baseURL !== null && !/^https?:\/\/[^\s]+$/i.test(baseURL))
    return invalid(`MODEL_BASE_URL must be an http:// or https:// URL (it is "${baseURL}")`);
  if (kind === "openai-compatible" && baseURL === null)
    return invalid("MODEL_BASE_URL is required when MODEL_PROVIDER is openai-compatible");
  const apiKey = env.MODEL_API_KEY?.trim() || null;
  if (kind !== "openai-compatible" && apiKey === null)
    return invalid(`MODEL_API_KEY is required when MODEL_PROVIDER is ${kind}`);
  const models = parseModelMap(env.MODEL_MAP ?? "");
  if (typeof models === "string") return invalid(models);
  const timeout = env.MODEL_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000) {
    return invalid("MODEL_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000");
  }
  return {
    status: "ok",
    config: {
      kind: kind as ProviderKind,
      baseURL,
      apiKey,
      models,
      defaultModel: env.MODEL_DEFAULT?.trim() || null,
      timeoutMs,
    },
  };
}

/** `claude-sonnet-4=qwen2.5:7b, gpt-5=gpt-5` → a map; a problem sentence when an entry is malformed. */
export function parseModelMap(text: string): Record<string, string> | string {
  const models: Record<string, string> = {};
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (entry === "") continue;
    const at = entry.indexOf("=");
    const catalog = at < 0 ? "" : entry.slice(0, at).trim();
    const provider = at < 0 ? "" : entry.slice(at + 1).trim();
    if (!catalog || !provider)
      return `MODEL_MAP entries look like catalog-model=provider-model-id ("${entry}" does not)`;
    if (!MODEL_CATALOG.includes(catalog))
      return `MODEL_MAP names "${catalog}", which is not a catalog model (${MODEL_CATALOG.join(", ")})`;
    models[catalog] = provider;
  }
  return models;
}

/** The provider model id that serves a catalog model (or a model id given as is). */
export function providerModelId(config: Pick<ModelProviderConfig, "models" | "defaultModel">, model: string): string {
  return config.models[model] ?? config.defaultModel ?? model;
}

function invalid(problem: string): ConfigReading {
  return { status: "invalid", problem: `${problem}.` };
}
