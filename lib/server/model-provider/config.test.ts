import { describe, expect, it } from "vitest";
import { parseModelMap, providerModelId, readModelProviderConfig } from "./config";

describe("readModelProviderConfig", () => {
  it("is off without MODEL_PROVIDER", () => {
    expect(readModelProviderConfig({})).toEqual({ status: "off" });
    expect(readModelProviderConfig({ MODEL_PROVIDER: "  " })).toEqual({ status: "off" });
  });

  it("reads an openai-compatible server with a model map", () => {
    const reading = readModelProviderConfig({
      MODEL_PROVIDER: "openai-compatible",
      MODEL_BASE_URL: "http://localhost:11434/v1",
      MODEL_MAP: "claude-sonnet-4=qwen2.5:7b, gpt-5 = llama3.1",
      MODEL_DEFAULT: "qwen2.5:7b",
    });
    expect(reading).toEqual({
      status: "ok",
      config: {
        kind: "openai-compatible",
        baseURL: "http://localhost:11434/v1",
        apiKey: null,
        models: { "claude-sonnet-4": "qwen2.5:7b", "gpt-5": "llama3.1" },
        defaultModel: "qwen2.5:7b",
        timeoutMs: 60_000,
      },
    });
  });

  it.each([
    [
      { MODEL_PROVIDER: "gemini" },
      'MODEL_PROVIDER must be one of openai-compatible, openai, anthropic (it is "gemini").',
    ],
    [{ MODEL_PROVIDER: "openai-compatible" }, "MODEL_BASE_URL is required when MODEL_PROVIDER is openai-compatible."],
    [{ MODEL_PROVIDER: "anthropic" }, "MODEL_API_KEY is required when MODEL_PROVIDER is anthropic."],
    [
      { MODEL_PROVIDER: "openai", MODEL_API_KEY: "k", MODEL_BASE_URL: "localhost:1234" },
      'MODEL_BASE_URL must be an http:// or https:// URL (it is "localhost:1234").',
    ],
    [
      { MODEL_PROVIDER: "openai", MODEL_API_KEY: "k", MODEL_TIMEOUT_MS: "soon" },
      "MODEL_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000.",
    ],
    [
      { MODEL_PROVIDER: "openai", MODEL_API_KEY: "k", MODEL_MAP: "gpt-5" },
      'MODEL_MAP entries look like catalog-model=provider-model-id ("gpt-5" does not).',
    ],
  ])("names the variable at fault: %j", (env, problem) => {
    expect(readModelProviderConfig(env)).toEqual({ status: "invalid", problem });
  });
});

describe("model ids", () => {
  it("refuses a MODEL_MAP entry for a model outside the catalog", () => {
    expect(parseModelMap("gpt-9=x")).toMatch(/^MODEL_MAP names "gpt-9", which is not a catalog model/);
  });

  it("maps a catalog model, then falls back to MODEL_DEFAULT, then to the name itself", () => {
    expect(providerModelId({ models: { "gpt-5": "gpt-5-2025" }, defaultModel: "local" }, "gpt-5")).toBe("gpt-5-2025");
    expect(providerModelId({ models: {}, defaultModel: "local" }, "gpt-5")).toBe("local");
    expect(providerModelId({ models: {}, defaultModel: null }, "gpt-5")).toBe("gpt-5");
  });
});
