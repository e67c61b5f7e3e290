import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeModelServer, type FakeModelServer } from "@/tests/support/fake-model-server";
import { ModelProviderError } from "./errors";
import { createModelProvider } from "./provider";
import type { ModelProvider, StreamEvent } from "./types";
import type { ModelProviderConfig } from "./config";
import { at } from "@/lib/domain/at-index";

let server: FakeModelServer;
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function provider(overrides: Partial<ModelProviderConfig> = {}): ModelProvider {
  return createModelProvider({
    kind: "openai-compatible",
    baseURL: server.baseURL,
    apiKey: "test-key",
    models: { "claude-sonnet-4": "local-sonnet" },
    defaultModel: null,
    timeoutMs: 5_000,
    ...overrides,
  });
}

const weather = {
  name: "lookup",
  description: "Look something up.",
  parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
};

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

async function failure(run: () => Promise<unknown>): Promise<ModelProviderError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ModelProviderError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("model provider (openai-compatible wire protocol)", () => {
  it("sends the mapped model, system, messages and tools, and returns the tool call with its usage", async () => {
    server.reply({ toolCalls: [{ name: "lookup", input: { q: "tides" } }], usage: { input: 42, output: 7 } });
    const result = await provider().generate({
      model: "claude-sonnet-4",
      system: "You are terse.",
      messages: [{ role: "user", content: "When is high tide?" }],
      tools: [weather],
    });
    expect(result.toolCalls).toEqual([{ id: "call_0_0", name: "lookup", input: { q: "tides" } }]);
    expect(result.usage).toEqual({ inputTokens: 42, outputTokens: 7 });
    expect(result.providerModel).toBe("local-sonnet");
    const sent = at(server.requests, 0);
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(sent.body.model).toBe("local-sonnet");
    expect(sent.body.messages).toEqual([
      { role: "system", content: "You are terse." },
      { role: "user", content: "When is high tide?" },
    ]);
    expect((sent.body.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(["lookup"]);
  });

  it("sends earlier tool calls and their results back in the conversation", async () => {
    server.reply({ text: "High tide is at noon." });
    const result = await provider().generate({
      model: "gpt-5",
      messages: [
        { role: "user", content: "tide?" },
        { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "lookup", input: { q: "tide" } }] },
        { role: "tool", toolCallId: "c1", toolName: "lookup", content: "noon" },
      ],
      tools: [weather],
    });
    expect(result.text).toBe("High tide is at noon.");
    const messages = at(server.requests, 0).body.messages as Record<string, unknown>[];
    expect(messages[1]).toMatchObject({
      role: "assistant",
      tool_calls: [{ id: "c1", function: { name: "lookup", arguments: '{"q":"tide"}' } }],
    });
    expect(messages[2]).toMatchObject({ role: "tool", tool_call_id: "c1", content: "noon" });
  });

  it("streams text deltas, then tool calls, then one finish with the usage", async () => {
    server.reply({
      text: "Checking the tables now.",
      toolCalls: [{ name: "lookup", input: { q: "x" } }],
      usage: { input: 30, output: 12 },
    });
    const events = await collect(
      provider().stream({ model: "gpt-5", messages: [{ role: "user", content: "hi" }], tools: [weather] }),
    );
    const deltas = events.filter((e) => e.type === "text");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((e) => (e.type === "text" ? e.delta : "")).join("")).toBe("Checking the tables now.");
    expect(events.find((e) => e.type === "tool-call")).toMatchObject({ call: { name: "lookup", input: { q: "x" } } });
    const finish = events.at(-1);
    expect(finish).toMatchObject({
      type: "finish",
      text: "Checking the tables now.",
      usage: { inputTokens: 30, outputTokens: 12 },
    });
    expect(at(server.requests, 0).body.stream).toBe(true);
  });

  it("turns a 401 into a sentence with the provider's reason", async () => {
    server.reply({
      status: 401,
      body: { error: { message: "Incorrect API key provided", type: "invalid_request_error" } },
    });
    const error = await failure(() =>
      provider().generate({ model: "gpt-5", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(error.code).toBe("unauthorized");
    expect(error.message).toBe(
      "The model provider refused the API key (401): Incorrect API key provided. Check MODEL_API_KEY.",
    );
  });

  it("turns a 429 into a sentence with the reason and when to try again, streaming too", async () => {
    server.reply({
      status: 429,
      body: { error: { message: "Rate limit reached for requests" } },
      headers: { "retry-after": "20" },
    });
    const error = await failure(() =>
      collect(provider().stream({ model: "gpt-5", messages: [{ role: "user", content: "hi" }] })),
    );
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe(
      "The model provider is limiting requests (429): Rate limit reached for requests. Try again in 20 seconds.",
    );
  });

  it("gives up after MODEL_TIMEOUT_MS and says so", async () => {
    server.reply({ hang: true });
    const error = await failure(() =>
      provider({ timeoutMs: 300 }).generate({ model: "gpt-5", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(error.code).toBe("timeout");
    expect(error.message).toBe("The model provider did not answer within 1 second.");
  });

  it("says when an answer cannot be read, and when the server cannot be reached", async () => {
    server.reply({ raw: "this is not json" });
    const bad = await failure(() =>
      provider().generate({ model: "gpt-5", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(bad.message).toMatch(/^The model provider (sent an answer that could not be read|answered 200): /);
    const closed = await startFakeModelServer();
    const url = closed.baseURL;
    await closed.close();
    const unreachable = await failure(() =>
      provider({ baseURL: url }).generate({ model: "gpt-5", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(unreachable.code).toBe("unreachable");
    expect(unreachable.message).toBe(`The model provider at ${url} could not be reached: ECONNREFUSED.`);
  });
});

describe("model provider (anthropic wire protocol)", () => {
  const anthropic = () => provider({ kind: "anthropic", models: { "claude-sonnet-4": "claude-sonnet-4-0" } });

  it("sends the Messages API request and reads a tool use back", async () => {
    server.reply({ toolCalls: [{ name: "lookup", input: { q: "tides" } }], usage: { input: 21, output: 3 } });
    const result = await anthropic().generate({
      model: "claude-sonnet-4",
      system: "Be brief.",
      messages: [{ role: "user", content: "tide?" }],
      tools: [weather],
    });
    expect(result.toolCalls).toEqual([{ id: "toolu_0_0", name: "lookup", input: { q: "tides" } }]);
    expect(result.usage).toEqual({ inputTokens: 21, outputTokens: 3 });
    const sent = at(server.requests, 0);
    expect(sent.path).toBe("/v1/messages");
    expect(sent.headers["x-api-key"]).toBe("test-key");
    expect(sent.body).toMatchObject({ model: "claude-sonnet-4-0", system: [{ type: "text", text: "Be brief." }] });
  });

  it("streams an answer", async () => {
    server.reply({ text: "Noon.", usage: { input: 8, output: 2 } });
    const events = await collect(
      anthropic().stream({ model: "claude-sonnet-4", messages: [{ role: "user", content: "tide?" }] }),
    );
    expect(events.at(-1)).toMatchObject({ type: "finish", text: "Noon.", usage: { inputTokens: 8, outputTokens: 2 } });
  });
});
