import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { PlaygroundStreamEvent, TraceEvent } from "@/lib/domain/playground/trace";
import { notExecutedResult } from "@/lib/domain/playground/tools";
import { dailyCapSentence } from "@/lib/domain/playground/limits";
import { startFakeModelServer, type FakeModelServer, type RecordedRequest } from "../support/fake-model-server";
import { actAs } from "../support/acting-as";
import { at } from "@/lib/domain/at-index";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEMO_VIEWERS, testDatabaseForFile } from "../support/action-test-env";

// rules §15 against the real route handlers, harness, delegate check and database; the model
// provider is the one stand-in, a local server speaking its wire protocol, scripted per test.
const t = await testDatabaseForFile();
delete process.env.DELEGATION_MAX_DEPTH;
const studioRun = (await import("@/app/studio/[expertId]/playground/run/route")).POST;
const marketRun = (await import("@/app/marketplace/[slug]/playground/run/route")).POST;
const { getInjection } = await import("@/lib/server/harness/injection");
const { alice, bob } = DEMO_VIEWERS;

let server: FakeModelServer;
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.requests.length = 0;
  Object.assign(process.env, {
    MODEL_PROVIDER: "openai-compatible",
    MODEL_BASE_URL: server.baseURL,
    MODEL_API_KEY: "",
    MODEL_MAP: "",
    MODEL_TIMEOUT_MS: "",
  });
  delete process.env.PLAYGROUND_DAILY_TOKENS;
  delete process.env.PLAYGROUND_MAX_STEPS;
  delete process.env.PLAYGROUND_TURN_TOKENS;
  await t.db.playgroundUsage.deleteMany();
  actAs(alice);
});

type Run = {
  status: number;
  events: PlaygroundStreamEvent[];
  json: { error?: string; code?: string; field?: string } | null;
};

async function run(scope: "studio" | "marketplace", ref: string, body: unknown): Promise<Run> {
  const url =
    scope === "studio" ? `http://test/studio/${ref}/playground/run` : `http://test/marketplace/${ref}/playground/run`;
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://test", host: "test" },
    body: JSON.stringify(body),
  });
  const handler = scope === "studio" ? studioRun : marketRun;
  const params = Promise.resolve(scope === "studio" ? { expertId: ref } : { slug: ref });
  const response = await (handler as (r: Request, c: { params: typeof params }) => Promise<Response>)(request, {
    params,
  });
  if (!response.headers.get("content-type")?.startsWith("application/x-ndjson"))
    return { status: response.status, events: [], json: await response.json() };
  const text = await response.text();
  return {
    status: response.status,
    events: text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line)),
    json: null,
  };
}

const draftTurn = (message: string, expert = "e_contract") => run("studio", expert, { version: "draft", message });
const trace = (r: Run): TraceEvent[] => r.events.flatMap((e) => (e.kind === "trace" ? [e.event] : []));
const done = (r: Run) =>
  r.events.find((e) => e.kind === "done") as Extract<PlaygroundStreamEvent, { kind: "done" }> | undefined;
const failed = (r: Run) =>
  r.events.find((e) => e.kind === "error") as Extract<PlaygroundStreamEvent, { kind: "error" }> | undefined;
const toolNames = (request: RecordedRequest) =>
  ((request.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);
const system = (request: RecordedRequest) =>
  ((request.body.messages as { role: string; content: string }[])[0] ?? { content: "" }).content;
const toolMessages = (request: RecordedRequest) =>
  (request.body.messages as { role: string; content: string }[]).filter((m) => m.role === "tool").map((m) => m.content);

describe("the main agent and Task", () => {
  test("the main agent gets the Expert's instructions, the rendered injection and its tool surface", async () => {
    server.reply({ text: "Send me the contract." });
    const result = await draftTurn("Can you review an NDA?");
    expect(done(result)?.answer).toBe("Send me the contract.");
    const sent = at(server.requests, 0);
    expect(sent.body.model).toBe("claude-opus-4");
    expect(system(sent)).toMatch(/^You are a senior commercial contracts reviewer/);
    expect(system(sent)).toContain("## Task tool");
    expect(system(sent)).toContain("- clause_scanner: ");
    expect(toolNames(sent)).toContain("Task");
    expect(toolNames(sent)).toContain("web_search");
  });

  test("Task dispatches the named subagent with its own prompt, model and only its granted tools", async () => {
    server.reply(
      { toolCalls: [{ name: "Task", input: { subagent: "clause_scanner", task: "Extract every indemnity clause." } }] },
      { text: "Clause 9.1 Indemnity: …" },
      { text: "The indemnity in 9.1 is one-sided." },
    );
    const result = await draftTurn("Check the indemnities.");
    expect(done(result)?.answer).toBe("The indemnity in 9.1 is one-sided.");
    const sub = at(server.requests, 1);
    const back = at(server.requests, 2);
    expect(sub.body.model).toBe("claude-haiku-4");
    expect(system(sub)).toMatch(/^You extract clauses from contract documents\./);
    expect(toolNames(sub)).toEqual(["read", "grep", "glob"]);
    expect((sub.body.messages as { role: string; content: string }[]).at(-1)).toEqual({
      role: "user",
      content: "Extract every indemnity clause.",
    });
    expect(toolMessages(back)).toEqual(["Clause 9.1 Indemnity: …"]);
    const dispatch = trace(result).find((e) => e.type === "dispatch");
    expect(dispatch).toMatchObject({
      subagent: "clause_scanner",
      model: "claude-haiku-4",
      tools: ["read", "grep", "glob"],
      decision: { status: "kept" },
    });
    const calls = trace(result).filter((e) => e.type === "model-call");
    expect(calls.map((c) => [c.agent, c.depth])).toEqual([
      ["main", 0],
      ["Task: clause_scanner", 1],
      ["main", 0],
    ]);
  });

  test("a dispatch to a dropped subagent is answered with the available names and the report's reason", async () => {
    server.reply(
      { toolCalls: [{ name: "Task", input: { subagent: "Task", task: "Redline 9.1." } }] },
      { text: "I will do it myself." },
    );
    const result = await draftTurn("Redline the indemnity.");
    const answer = at(toolMessages(at(server.requests, 1)), 0);
    expect(answer).toMatch(/^No subagent named "Task"\. Available: ([\w-]+, )*clause_scanner, precedent_lookup\.$/);
    expect(answer.split(": ")[1]).not.toMatch(/\bTask\b/);
    const dispatch = trace(result).find((e) => e.type === "dispatch");
    expect(dispatch).toMatchObject({ subagent: "Task", decision: { status: "dropped" } });
  });

  test("any other tool is not executed: the call is shown and the model is told so", async () => {
    server.reply(
      { toolCalls: [{ name: "web_search", input: { query: "NDA market standard" } }] },
      { text: "Without search, here is what I know." },
    );
    const result = await draftTurn("What is market standard?");
    expect(toolMessages(at(server.requests, 1))).toEqual([notExecutedResult("web_search")]);
    expect(trace(result).find((e) => e.type === "tool-call")).toMatchObject({
      name: "web_search",
      arguments: { query: "NDA market standard" },
      executed: false,
    });
  });
});

describe("delegate", () => {
  test("an accepted delegation runs the target's injection nested, answers with it, and is logged with its result", async () => {
    server.script((request, index) => {
      if (index === 0)
        return {
          toolCalls: [{ name: "delegate", input: { to: "release-notes-writer", input: "Draft notes for v2.1." } }],
        };
      if (index === 1) return { text: "## v2.1\n- Faster exports" };
      return { text: `Here they are: ${toolMessages(request)[0]}` };
    });
    const result = await draftTurn("Ask @release-notes-writer for the v2.1 notes.");
    const nested = at(server.requests, 1);
    expect(system(nested)).toMatch(/^You write release notes for customers/);
    expect(nested.body.model).toBe("claude-sonnet-4");
    expect(toolMessages(at(server.requests, 2))).toEqual(["## v2.1\n- Faster exports"]);
    expect(done(result)?.answer).toBe("Here they are: ## v2.1\n- Faster exports");
    const delegation = trace(result).find((e) => e.type === "delegation");
    expect(delegation).toMatchObject({
      to: "release-notes-writer",
      outcome: "accepted",
      chain: [],
      decision: { via: "mention", status: "kept" },
    });
    const row = await t.db.delegationRequest.findUniqueOrThrow({
      where: { id: (delegation as { delegationId: string }).delegationId },
    });
    expect(row).toMatchObject({
      userId: "u_alice",
      fromId: "e_contract",
      toId: "e_release_notes",
      status: "accepted",
      runStatus: "completed",
      output: "## v2.1\n- Faster exports",
    });
  });

  test("a refused delegation returns the seed's sentence to the model and is logged", async () => {
    const before = await t.db.delegationRequest.count({ where: { toId: "e_tax" } });
    server.reply(
      { toolCalls: [{ name: "delegate", input: { to: "tax-helper", input: "File my taxes." } }] },
      { text: "Tax help is not available." },
    );
    const result = await draftTurn("Do my taxes.");
    expect(JSON.parse(at(toolMessages(at(server.requests, 1)), 0))).toEqual({
      status: "failed",
      error: "Expert is not delegatable",
      code: "not_delegatable",
    });
    expect(server.requests).toHaveLength(2);
    expect(trace(result).find((e) => e.type === "delegation")).toMatchObject({
      outcome: "failed",
      error: "Expert is not delegatable",
      decision: null,
    });
    expect(await t.db.delegationRequest.count({ where: { toId: "e_tax", status: "failed" } })).toBe(before + 1);
  });

  test("a nested agent delegating back along its chain gets the cycle sentence", async () => {
    server.script((_request, index) => {
      if (index === 0)
        return { toolCalls: [{ name: "delegate", input: { to: "release-notes-writer", input: "Notes, please." } }] };
      if (index === 1)
        return { toolCalls: [{ name: "delegate", input: { to: "contract-review", input: "Review this." } }] };
      return { text: `done ${index}` };
    });
    await draftTurn("Notes via @release-notes-writer.");
    expect(JSON.parse(at(toolMessages(at(server.requests, 2)), 0))).toMatchObject({
      status: "failed",
      error: "Delegation cycle: contract-review → release-notes-writer → contract-review",
      code: "delegation_cycle",
    });
  });

  test("past DELEGATION_MAX_DEPTH hops a nested agent gets the depth sentence", async () => {
    actAs(bob);
    const hops = ["release-notes-writer", "security-code-review", "incident-postmortem", "pipeline-debugger"];
    server.script((_request, index) =>
      index < hops.length
        ? { toolCalls: [{ name: "delegate", input: { to: hops[index], input: `hop ${index + 1}` } }] }
        : { text: `answer ${index}` },
    );
    const result = await run("marketplace", "sql-analyst", { version: "live", message: "Go deep." });
    expect(done(result)).toBeDefined();
    const delegations = trace(result).filter((e) => e.type === "delegation");
    expect(delegations.map((d) => [d.depth, d.outcome])).toEqual([
      [0, "accepted"],
      [1, "accepted"],
      [2, "accepted"],
      [3, "failed"],
    ]);
    expect(delegations[3]).toMatchObject({
      error: "Delegation depth limit (3) reached",
      chain: ["e_sql", "e_release_notes", "e_security"],
    });
    expect(JSON.parse(at(toolMessages(at(server.requests, 4)), 0))).toMatchObject({
      error: "Delegation depth limit (3) reached",
      code: "depth_limit",
    });
  });
});

describe("provider failures, limits and streaming", () => {
  test.each([
    [
      { status: 401, body: { error: { message: "Invalid API key" } } },
      "The model provider refused the API key (401): Invalid API key. Check MODEL_API_KEY.",
    ],
    [
      { status: 429, body: { error: { message: "Too many requests" } } },
      "The model provider is limiting requests (429): Too many requests. Try again in a moment.",
    ],
  ])("a provider's %j ends the turn with a sentence", async (reply, sentence) => {
    server.reply(reply);
    const result = await draftTurn("Hello");
    expect(failed(result)?.message).toBe(sentence);
    expect(trace(result).at(-1)).toMatchObject({ type: "error", message: sentence });
  });

  test("a provider that does not answer in MODEL_TIMEOUT_MS ends the turn with a sentence", async () => {
    process.env.MODEL_TIMEOUT_MS = "300";
    server.reply({ hang: true });
    const result = await draftTurn("Hello");
    expect(failed(result)?.message).toBe("The model provider did not answer within 1 second.");
  });

  test("the daily cap is kept per user in the database and stops the next turn before any model call", async () => {
    process.env.PLAYGROUND_DAILY_TOKENS = "150";
    server.script(() => ({ text: "ok", usage: { input: 70, output: 10 } }));
    expect(done(await draftTurn("one"))?.day).toEqual({ used: 80, cap: 150 });
    expect(done(await draftTurn("two"))?.day).toEqual({ used: 160, cap: 150 });
    const refused = await draftTurn("three");
    expect(failed(refused)?.message).toBe(dailyCapSentence(150));
    expect(server.requests).toHaveLength(2);
    actAs(bob);
    expect(
      done(await run("marketplace", "sql-analyst", { version: "live", message: "bob has his own day" }))?.day.used,
    ).toBe(80);
    const rows = await t.db.playgroundUsage.findMany({
      orderBy: { userId: "asc" },
      select: { userId: true, tokens: true },
    });
    expect(rows).toEqual([
      { userId: "u_alice", tokens: 160 },
      { userId: "u_bob", tokens: 80 },
    ]);
  });

  test("a turn stops at PLAYGROUND_MAX_STEPS model calls and at PLAYGROUND_TURN_TOKENS, saying which", async () => {
    process.env.PLAYGROUND_MAX_STEPS = "3";
    server.script(() => ({ toolCalls: [{ name: "bash", input: { command: "ls" } }], usage: { input: 10, output: 5 } }));
    const steps = await draftTurn("Loop forever");
    expect(server.requests).toHaveLength(3);
    expect(done(steps)?.answer).toBe("Step limit reached: at most 3 model calls per turn. The turn stopped here.");
    expect(trace(steps).at(-1)).toMatchObject({ type: "limit", agent: "main" });
    delete process.env.PLAYGROUND_MAX_STEPS;

    server.requests.length = 0;
    process.env.PLAYGROUND_TURN_TOKENS = "40";
    server.script(() => ({ toolCalls: [{ name: "bash", input: { command: "ls" } }], usage: { input: 20, output: 5 } }));
    const tokens = await draftTurn("Loop again");
    expect(server.requests).toHaveLength(2);
    expect(done(tokens)?.answer).toBe("Token limit reached: at most 40 tokens per turn. The turn stopped here.");
    expect(done(tokens)?.usage.tokens).toBe(50);
    delete process.env.PLAYGROUND_TURN_TOKENS;
  });

  test("the answer streams as text deltas before the turn is done, with the turn's token use", async () => {
    server.reply({ text: "A streamed answer in several pieces.", usage: { input: 40, output: 9 } });
    const result = await draftTurn("Stream it");
    const deltas = result.events.filter((e) => e.kind === "text");
    expect(deltas.length).toBeGreaterThan(2);
    expect(result.events.findIndex((e) => e.kind === "done")).toBeGreaterThan(
      result.events.findIndex((e) => e.kind === "text"),
    );
    expect(deltas.map((e) => (e.kind === "text" ? e.delta : "")).join("")).toBe("A streamed answer in several pieces.");
    expect(done(result)?.usage).toEqual({ inputTokens: 40, outputTokens: 9, tokens: 49, modelCalls: 1 });
    expect(at(server.requests, 0).body.stream).toBe(true);
  });
});

describe("who may run what", () => {
  test("the draft is the owner's only; a user runs a live Expert they may use; anyone else gets the usual 404", async () => {
    actAs(bob);
    expect((await run("studio", "e_contract", { version: "draft", message: "hi" })).json).toEqual({
      error: "Expert not found or access denied",
      code: "expert_not_found_or_denied",
    });
    expect((await run("marketplace", "tax-helper", { version: "live", message: "hi" })).status).toBe(404);
    expect((await run("marketplace", "hr-policy-assistant", { version: "live", message: "hi" })).status).toBe(404);
    actAs(null);
    expect((await run("marketplace", "contract-review", { version: "live", message: "hi" })).status).toBe(401);
    expect(server.requests).toHaveLength(0);
  });

  test("bad input is refused naming the field; without a provider the run says how to connect one", async () => {
    expect((await run("studio", "e_contract", { version: "draft", message: "  " })).json).toEqual({
      error: "Write a message first",
      code: "invalid_field",
      field: "message",
    });
    expect((await run("studio", "e_contract", { version: "v9", message: "hi" })).json).toMatchObject({
      code: "invalid_field",
      field: "version",
    });
    delete process.env.MODEL_PROVIDER;
    const off = await run("studio", "e_contract", { version: "draft", message: "hi" });
    expect(off.status).toBe(503);
    expect(off.json).toEqual({
      error: "No model provider is configured: set MODEL_PROVIDER (see the README).",
      code: "provider_not_configured",
    });
  });
});

describe("the owner runs any live version", () => {
  // e_contract's seeded live version gets a successor whose instructions, model and subagents differ.
  async function withSecondLiveVersion(body: (numbers: { first: number; second: number }) => Promise<void>) {
    const expert = await t.db.expert.findUniqueOrThrow({
      where: { id: "e_contract" },
      select: { liveVersionId: true, liveVersion: { select: { number: true, config: true } } },
    });
    const first = expert.liveVersion!;
    const config = {
      ...(first.config as Record<string, unknown>),
      instructions: "You are the second edition of the reviewer.",
      defaultModel: "claude-sonnet-4",
      specs: [],
    };
    const second = await t.db.expertVersion.create({
      data: { expertId: "e_contract", number: first.number + 1, config: config as Prisma.InputJsonValue },
    });
    await t.db.expert.update({ where: { id: "e_contract" }, data: { liveVersionId: second.id } });
    try {
      await body({ first: first.number, second: second.number });
    } finally {
      await t.db.expert.update({ where: { id: "e_contract" }, data: { liveVersionId: expert.liveVersionId } });
      await t.db.expertVersion.delete({ where: { id: second.id } });
    }
  }

  test("an earlier version sends its own instructions, model and subagents; the current live sends the current ones", async () => {
    await withSecondLiveVersion(async ({ first, second }) => {
      server.script(() => ({ text: "ok" }));
      expect(
        done(await run("studio", "e_contract", { version: `v${first}`, message: "Review this NDA." }))?.answer,
      ).toBe("ok");
      expect(done(await run("studio", "e_contract", { version: "live", message: "Review this NDA." }))?.answer).toBe(
        "ok",
      );
      expect(
        done(await run("studio", "e_contract", { version: `v${second}`, message: "Review this NDA." }))?.answer,
      ).toBe("ok");
      const older = at(server.requests, 0);
      const current = at(server.requests, 1);
      const byNumber = at(server.requests, 2);
      expect(system(older)).toMatch(/^You are a senior commercial contracts reviewer/);
      expect(system(older)).toContain("- clause_scanner: ");
      expect(older.body.model).toBe("claude-opus-4");
      expect(system(current)).toMatch(/^You are the second edition of the reviewer\./);
      expect(system(current)).not.toContain("clause_scanner");
      expect(current.body.model).toBe("claude-sonnet-4");
      expect(system(byNumber)).toBe(system(current));
    });
  });

  test("a number the Expert does not have is refused naming it, before any model call", async () => {
    const result = await run("studio", "e_contract", { version: "v999", message: "hi" });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      error: "This Expert has no live version 999.",
      code: "invalid_field",
      field: "version",
    });
    expect(server.requests).toHaveLength(0);
  });

  test("anyone but the owner asking for a numbered version gets the usual 404, in the playground and the harness", async () => {
    actAs(bob);
    const denied = { error: "Expert not found or access denied", code: "expert_not_found_or_denied" };
    expect((await run("studio", "e_contract", { version: "v1", message: "hi" })).json).toEqual(denied);
    const market = await run("marketplace", "sql-analyst", { version: "v1", message: "hi" });
    expect(market.status).toBe(404);
    expect(market.json).toEqual(denied);
    expect(server.requests).toHaveLength(0);
    await expect(
      getInjection({ userRef: "u_bob", expertRef: "sql-analyst", version: { number: 1 } }),
    ).rejects.toMatchObject({ code: "not_found:expert" });
    const owner = (await t.db.expert.findUniqueOrThrow({ where: { slug: "sql-analyst" }, select: { ownerId: true } }))
      .ownerId;
    expect((await getInjection({ userRef: owner, expertRef: "sql-analyst", version: { number: 1 } })).expert.slug).toBe(
      "sql-analyst",
    );
  });
});
