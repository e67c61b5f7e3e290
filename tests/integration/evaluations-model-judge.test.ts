import { afterAll, expect, test } from "vitest";
import type { EvaluationResponse } from "@/lib/server/evaluations/api-schemas";
import { apiDatabaseForFile, call } from "../support/api";
import { startFakeModelServer } from "../support/fake-model-server";
import { at } from "@/lib/domain/at-index";
import { expectDefined } from "../support/defined";

// rules §16's model judge against the one stand-in: a local server speaking OpenAI Chat Completions,
// scripted here. The model's first tool call is read; nothing is executed.
await apiDatabaseForFile();
const fake = await startFakeModelServer();
process.env.MODEL_PROVIDER = "openai-compatible";
process.env.MODEL_BASE_URL = fake.baseURL;
process.env.MODEL_DEFAULT = "judge-model";
afterAll(async () => {
  delete process.env.MODEL_PROVIDER;
  delete process.env.MODEL_BASE_URL;
  delete process.env.MODEL_DEFAULT;
  await fake.close();
});
const { POST } = await import("@/app/api/harness/evaluations/route");

const evaluate = (body: unknown) =>
  call<EvaluationResponse & { error?: string; code?: string }>(POST, "http://test/api/harness/evaluations", body);
const userText = (body: Record<string, unknown>) => {
  const messages = body.messages as { role: string; content: unknown }[];
  return String(messages.find((m) => m.role === "user")?.content ?? "");
};

test("each case's first tool call is the choice: Task, delegate, another tool, or none", async () => {
  fake.script((request) => {
    const text = userText(request.body);
    if (text.includes("SQL"))
      return { toolCalls: [{ name: "Task", input: { subagent_type: "query_writer", prompt: text } }] };
    if (text.includes("pipeline"))
      return {
        toolCalls: [
          { name: "delegate", input: { to: "pipeline-debugger", input: text } },
          { name: "Task", input: { subagent_type: "schema_mapper" } },
        ],
      };
    if (text.includes("file")) return { toolCalls: [{ name: "read", input: { path: "x" } }] };
    return { text: "Hello!" };
  });
  const before = fake.requests.length;
  const res = await evaluate({
    expert: "sql-analyst",
    user: "carol@example.com",
    judge: "model",
    cases: [
      { message: "Write the SQL for revenue", expect: { subagent: "query_writer" } },
      { message: "My pipeline broke", expect: { delegate: "pipeline-debugger" } },
      { message: "Open that file", expect: { subagent: "schema_mapper" } },
      { message: "Hello", expect: { none: true } },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.judge).toBe("model");
  expect(res.body.cases.map((c) => c.chosen)).toEqual([
    { subagent: "query_writer" },
    { delegate: "pipeline-debugger" },
    { none: true },
    { none: true },
  ]);
  expect(res.body.accuracy).toBe(3 / 4);
  expect(res.body.totals).toMatchObject({ passed: 3, missed: 1, wrong: 0, falseAlarm: 0 });
  expect(at(res.body.cases, 0).scores).toBeUndefined();

  // One call per case, to the mapped model, with the rendered prompt and the main agent's tools.
  const sent = fake.requests.slice(before);
  expect(sent).toHaveLength(4);
  const first = at(sent, 0).body as {
    model: string;
    messages: { role: string; content: string }[];
    tools: { function: { name: string; parameters: { properties: Record<string, { enum?: string[] }> } } }[];
  };
  expect(first.model).toBe("judge-model");
  expect(first.messages[0]).toMatchObject({ role: "system" });
  expect(at(first.messages, 0).content).toContain("## Task tool");
  const names = first.tools.map((t) => t.function.name);
  expect(names.slice(0, 2)).toEqual(["Task", "delegate"]);
  expect(
    expectDefined(at(first.tools, 0).function.parameters.properties.subagent_type, "subagent_type").enum,
  ).toContain("query_writer");
  expect(expectDefined(at(first.tools, 1).function.parameters.properties.to, "to").enum).toContain("pipeline-debugger");
});

test("a provider that refuses is 502 with its reason, and no run is stored", async () => {
  fake.reply({ status: 401, body: { error: { message: "Incorrect API key provided" } } });
  const res = await evaluate({
    expert: "sql-analyst",
    user: "carol@example.com",
    judge: "model",
    cases: [{ message: "Write the SQL", expect: { none: true } }],
  });
  expect(res.status).toBe(502);
  expect(res.body.code).toBe("model_provider_failed");
  expect(res.body.error).toContain("Incorrect API key provided");
});
