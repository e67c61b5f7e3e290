import { describe, expect, it } from "vitest";
import { at } from "../at-index";
import { dailyCapSentence, readPlaygroundLimits, usageDay } from "./limits";
import { createLineSplitter } from "./ndjson";
import { offeredVersion, PlaygroundRequestSchema, versionNumberOf, type PlaygroundVersionOption } from "./request";
import { notExecutedResult, offeredTools, readDelegateInput, readTaskInput } from "./tools";
import { exportConversation, type TraceEvent } from "./trace";
import { rosterDecisionText, traceSummary } from "./trace-summary";

describe("offeredTools", () => {
  it("gives Task and delegate their parameters, other tools any input, in surface order, once each", () => {
    const { tools, skipped } = offeredTools([
      { name: "read" },
      { name: "Task" },
      { name: "delegate" },
      { name: "read" },
      { name: "bad name!" },
    ]);
    expect(tools.map((t) => t.name)).toEqual(["read", "Task", "delegate"]);
    expect(at(tools, 1).parameters).toMatchObject({ required: ["subagent", "task"] });
    expect(at(tools, 2).parameters).toMatchObject({ required: ["to", "input"] });
    expect(at(tools, 0).description).toBe("Read a file from the workspace.");
    expect(skipped).toEqual(["bad name!"]);
  });

  it("names the tool in the not-executed sentence", () => {
    expect(notExecutedResult("bash")).toMatch(/^The bash tool is not available in the playground: /);
  });
});

describe("tool inputs", () => {
  it.each([
    [
      { subagent: " scanner ", task: "Find clauses" },
      { subagent: "scanner", task: "Find clauses" },
    ],
    [
      { subagent_type: "scanner", prompt: "Find" },
      { subagent: "scanner", task: "Find" },
    ],
    [{ task: "x" }, "Task needs `subagent`: the name of one of the listed subagents."],
    [{ subagent: "s", task: "  " }, "Task needs `task`: the complete subtask as text."],
    [null, "Task needs `subagent`: the name of one of the listed subagents."],
  ])("reads a Task call %j", (input, expected) => {
    expect(readTaskInput(input)).toEqual(expected);
  });

  it.each([
    [
      { to: "@billing", input: "Refund" },
      { to: "billing", input: "Refund" },
    ],
    [{ to: "", input: "x" }, "delegate needs `to`: the slug of one of the listed Experts."],
    [{ to: "b", input: 3 }, "delegate needs `input`: the complete task as text."],
  ])("reads a delegate call %j", (input, expected) => {
    expect(readDelegateInput(input)).toEqual(expected);
  });
});

describe("limits", () => {
  it("reads positive whole numbers and keeps the defaults otherwise", () => {
    expect(
      readPlaygroundLimits(
        { PLAYGROUND_DAILY_TOKENS: "5000", PLAYGROUND_MAX_STEPS: "0", PLAYGROUND_TURN_TOKENS: "lots" },
        4,
      ),
    ).toEqual({
      maxSteps: 12,
      turnTokens: 60_000,
      dailyTokens: 5000,
      maxDepth: 4,
    });
  });

  it("counts a day in UTC and says when the cap resets", () => {
    expect(usageDay(new Date("2026-12-01T23:59:59-05:00"))).toBe("2026-12-02");
    expect(dailyCapSentence(200_000)).toBe(
      "Daily playground limit reached: 200,000 tokens a day per user (PLAYGROUND_DAILY_TOKENS). It resets at midnight UTC.",
    );
  });
});

describe("request", () => {
  it("trims the message and defaults the history", () => {
    expect(PlaygroundRequestSchema.parse({ version: "draft", message: " hi " })).toEqual({
      version: "draft",
      message: "hi",
      history: [],
    });
  });

  it.each([
    [{ version: "draft", message: "" }, "message", "Write a message first"],
    [{ version: "beta", message: "hi" }, "version", 'version must be "draft", "live" or a live version such as "v1"'],
    [{ version: "v0", message: "hi" }, "version", 'version must be "draft", "live" or a live version such as "v1"'],
    [{ version: 2, message: "hi" }, "version", 'version must be "draft", "live" or a live version such as "v1"'],
    [
      { version: "live", message: "hi", history: [{ role: "system", content: "x" }] },
      "history",
      'history roles are "user" or "assistant"',
    ],
  ])("names what is wrong in %j", (body, field, message) => {
    const parsed = PlaygroundRequestSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const issue = at(parsed.error?.issues ?? [], 0);
    expect(issue.path[0]).toBe(field);
    expect(issue.message).toBe(message);
  });
});

describe("version keys", () => {
  const options: PlaygroundVersionOption[] = [
    { key: "draft", label: "Draft (saved)", number: null },
    { key: "live", label: "Live v3 (current)", number: 3 },
    { key: "v1", label: "Live v1", number: 1 },
  ];

  it("accepts a live version by number and reads its number", () => {
    expect(PlaygroundRequestSchema.parse({ version: "v12", message: "hi" }).version).toBe("v12");
    expect(versionNumberOf("v12")).toBe(12);
    expect(versionNumberOf("live")).toBeNull();
  });

  it("finds the offered choice by key, or the live version of that number, and nothing else", () => {
    expect(offeredVersion(options, "v1")?.label).toBe("Live v1");
    expect(offeredVersion(options, "v3")?.label).toBe("Live v3 (current)");
    expect(offeredVersion(options, "live")?.number).toBe(3);
    expect(offeredVersion(options, "v2")).toBeNull();
    expect(offeredVersion([{ key: "live", label: "Live version", number: null }], "v1")).toBeNull();
  });
});

describe("line splitter", () => {
  it("emits only complete lines, across chunk boundaries, and the last line at the end", () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((line) => lines.push(line));
    splitter.push('{"a":1}\n{"b"');
    expect(lines).toEqual(['{"a":1}']);
    splitter.push(':2}\n\n{"c":3}');
    splitter.end();
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });
});

describe("trace wording and export", () => {
  const call: TraceEvent = {
    seq: 0,
    agent: "main",
    depth: 0,
    type: "model-call",
    model: "gpt-5",
    providerModel: "qwen2.5",
    inputTokens: 1200,
    outputTokens: 30,
    ms: 950,
    finishReason: "stop",
    toolsOffered: [],
  };
  const refused: TraceEvent = {
    seq: 1,
    agent: "main",
    depth: 0,
    type: "delegation",
    id: "c1",
    to: "tax",
    input: "x",
    chain: [],
    outcome: "failed",
    delegationId: null,
    error: "Expert is not delegatable",
    decision: null,
    result: "",
  };

  it("summarises entries in one line", () => {
    expect(traceSummary(call)).toEqual({ kind: "Model call", line: "gpt-5 (qwen2.5) · 1,200 in / 30 out · 950 ms" });
    expect(traceSummary(refused)).toEqual({
      kind: "Delegation refused",
      line: "delegate → tax: Expert is not delegatable",
    });
    expect(rosterDecisionText(refused as Extract<TraceEvent, { type: "delegation" }>)).toMatch(/^Not on the roster/);
  });

  it("exports turns with their totals", () => {
    const turn = {
      message: "hi",
      answer: "hello",
      error: null,
      trace: [call],
      usage: { inputTokens: 1200, outputTokens: 30, tokens: 1230, modelCalls: 1 },
    };
    const exported = exportConversation(
      { id: "e1", slug: "s", name: "S" },
      "draft",
      [turn, { ...turn, usage: null }],
      new Date("2026-12-02T00:00:00Z"),
    );
    expect(exported).toMatchObject({
      format: "expert-studio.playground/1",
      version: "draft",
      exportedAt: "2026-12-02T00:00:00.000Z",
      totals: { tokens: 1230, modelCalls: 1 },
    });
    expect(exported.turns).toHaveLength(2);
  });
});
