import { TaskState, type Message, type Task } from "@a2a-js/sdk";
import {
  Client,
  ClientFactory,
  ClientFactoryOptions,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
} from "@a2a-js/sdk/client";
import { describe, expect, test } from "vitest";
import { HARNESS_TOKEN, apiDatabaseForFile, call, demo, send } from "../support/api";
import { at } from "@/lib/domain/at-index";
import { a2aMessage } from "../support/a2a-message";

// rules §13 A2A against the real route handlers, driven by the official A2A client (JSON-RPC binding),
// and §14: the runtime's report is what GetTask reads back. On SQLite and on PostgreSQL.
const t = await apiDatabaseForFile();
const cardRoute = (await import("@/app/api/a2a/[slug]/.well-known/agent-card.json/route")).GET;
const rpcRoute = (await import("@/app/api/a2a/[slug]/route")).POST;
const results = (await import("@/app/api/agent-proxy/delegations/[id]/route")).POST;
const { createKeyForOperator, revokeKeyByPrefix } = await import("@/lib/server/api-keys/manage");

const ORIGIN = "http://localhost:3000";
const keyFor = async (
  email: string,
  kind: "personal" | "runtime",
  scopes: ("harness:read" | "harness:delegate")[] = ["harness:read", "harness:delegate"],
) => (await createKeyForOperator(email, kind, { name: "a2a", scopes, expiresAt: null })).key;

/** A fetch that reaches the route handlers in-process, with the key as its bearer credential. */
const fetchWith =
  (key: string): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set("authorization", `Bearer ${key}`);
    const authed = new Request(request, { headers });
    return send(new URL(authed.url).pathname.endsWith("/agent-card.json") ? cardRoute : rpcRoute, authed);
  };

async function clientFor(slug: string, key: string) {
  const fetchImpl = fetchWith(key);
  const factory = new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new JsonRpcTransportFactory({ fetchImpl })],
      cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
      clientConfig: { polling: true },
    }),
  );
  return factory.createFromUrl(`${ORIGIN}/api/a2a/${slug}/`);
}

const sendOf = (text: string, metadata: Record<string, unknown>) => ({
  tenant: "",
  message: a2aMessage(text, metadata),
  configuration: undefined,
  metadata: undefined,
});
const asTask = (result: Message | Task) => {
  expect(result).toHaveProperty("status");
  return result as Task;
};
const statusText = (task: Task) => (task.status?.message?.parts[0]?.content as { value: string } | undefined)?.value;

const readCard = (slug: string, headers: Record<string, string> = {}) =>
  send(cardRoute, new Request(`${ORIGIN}/api/a2a/${slug}/.well-known/agent-card.json`, { headers }));

describe("the Agent Card", () => {
  test("a published, delegatable Expert's card: its live name, brief, version, one JSON-RPC interface, bearer auth, its subagents as skills", async () => {
    const res = await readCard("contract-review");
    expect(res.status).toBe(200);
    const card = await res.json();
    const expert = await t.db.expert.findUniqueOrThrow({
      where: { slug: "contract-review" },
      select: { liveName: true, liveBrief: true, liveVersion: { select: { number: true } } },
    });
    expect(card).toMatchObject({
      name: expert.liveName,
      description: expert.liveBrief,
      version: String(expert.liveVersion!.number),
    });
    expect(card.supportedInterfaces).toEqual([
      { url: `${ORIGIN}/api/a2a/contract-review`, protocolBinding: "JSONRPC", protocolVersion: "1.0" },
    ]);
    expect(card.securitySchemes.bearer.httpAuthSecurityScheme.scheme).toBe("Bearer");
    expect(card.defaultInputModes).toEqual(["text/plain"]);
    const spec = demo.experts.find((e) => e.slug === "contract-review") as unknown as { subagents: { name: string }[] };
    const skillNames = card.skills.map((s: { name: string }) => s.name);
    expect(skillNames).toEqual(
      expect.arrayContaining(spec.subagents.map((s) => s.name).filter((n) => /^[a-z_]+$/.test(n))),
    );
    expect(card.skills.every((s: { description: string }) => s.description.length > 0)).toBe(true);
  });

  test("ETag and Cache-Control; a matching If-None-Match is 304", async () => {
    const first = await readCard("contract-review");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const again = await readCard("contract-review", { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  test.each(["tax-helper", "hr-policy-assistant", "jira-migrator", "no-such-expert"])(
    "%s (not delegatable, draft, deleted, unknown) has none: the same 404",
    async (slug) => {
      const res = await readCard(slug);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: "Expert not found or access denied",
        code: "expert_not_found_or_denied",
      });
    },
  );
});

describe("SendMessage and GetTask through the A2A client", () => {
  test("resolve the card, send a message, get the Task; the runtime's reports are what GetTask reads", async () => {
    const key = await keyFor("bob@example.com", "personal");
    const client = await clientFor("contract-review", key);
    const task = asTask(await client.sendMessage(sendOf("Is clause 4 standard?", { from: "sql-analyst" })));
    expect(task.status?.state).toBe(TaskState.TASK_STATE_SUBMITTED);
    const row = await t.db.delegationRequest.findUniqueOrThrow({ where: { id: task.id } });
    expect(row).toMatchObject({
      status: "accepted",
      userId: "u_bob",
      fromId: "e_sql",
      toId: "e_contract",
      input: "Is clause 4 standard?",
    });

    expect((await client.getTask({ tenant: "", id: task.id })).status?.state).toBe(TaskState.TASK_STATE_SUBMITTED);
    const report = (body: object) =>
      call(results, `${ORIGIN}/api/agent-proxy/delegations/${task.id}`, body, { authorization: `Bearer ${key}` });
    expect((await report({ status: "running" })).status).toBe(200);
    expect((await client.getTask({ tenant: "", id: task.id })).status?.state).toBe(TaskState.TASK_STATE_WORKING);
    expect((await report({ status: "completed", output: "Clause 4 is standard." })).status).toBe(200);
    const done = await client.getTask({ tenant: "", id: task.id });
    expect(done.status?.state).toBe(TaskState.TASK_STATE_COMPLETED);
    expect(at(at(done.artifacts, 0).parts, 0).content).toEqual({ $case: "text", value: "Clause 4 is standard." });
  });

  test("a run reported failed reads failed with its error", async () => {
    const client = await clientFor("contract-review", HARNESS_TOKEN);
    const task = asTask(
      await client.sendMessage(sendOf("Check clause 9.", { from: "sql-analyst", user: "bob@example.com" })),
    );
    await call(results, `${ORIGIN}/api/agent-proxy/delegations/${task.id}`, {
      status: "failed",
      error: "The model timed out.",
    });
    const failed = await client.getTask({ tenant: "", id: task.id });
    expect(failed.status?.state).toBe(TaskState.TASK_STATE_FAILED);
    expect(statusText(failed)).toBe("The model timed out.");
  });

  test.each([
    ["itself", "sql-analyst", { from: "sql-analyst" }, "An Expert cannot delegate to itself"],
    [
      "a cycle",
      "contract-review",
      { from: "sql-analyst", chain: ["contract-review"] },
      "Delegation cycle: contract-review → sql-analyst → contract-review",
    ],
    [
      "past the depth limit",
      "contract-review",
      { from: "sql-analyst", chain: ["release-notes-writer", "security-code-review", "incident-postmortem"] },
      "Delegation depth limit (3) reached",
    ],
    ["an Expert that is not delegatable", "grant-writer", { from: "sql-analyst" }, "Expert is not delegatable"],
  ])("to %s: a failed Task whose status message is the seed's sentence", async (_label, slug, metadata, sentence) => {
    const task = asTask(await sendTo(slug, metadata));
    expect(task.status?.state).toBe(TaskState.TASK_STATE_FAILED);
    expect(statusText(task)).toBe(sentence);
  });

  test.each(["ux-copy", "hr-policy-assistant", "jira-migrator", "no-such-expert"])(
    "%s (inaccessible, draft, deleted, unknown): the one sentence, no oracle",
    async (slug) => {
      const task = asTask(await sendTo(slug, { from: "sql-analyst" }));
      expect(task.status?.state).toBe(TaskState.TASK_STATE_FAILED);
      expect(statusText(task)).toBe("Expert not found or access denied");
      expect(task.status?.message?.metadata).toEqual({ code: "not_found_or_denied" });
      // Logged once, as the delegate endpoint logs every refusal (the admin sees the real cause), under the Task's id.
      expect(
        await t.db.delegationRequest.findUnique({ where: { id: task.id }, select: { status: true, toRef: true } }),
      ).toEqual({ status: "failed", toRef: slug });
    },
  );

  test("a task is read only where it was sent, and only by its user", async () => {
    const client = await clientFor("contract-review", await keyFor("bob@example.com", "personal"));
    const task = asTask(await client.sendMessage(sendOf("Check clause 2.", { from: "sql-analyst" })));
    const other = await clientFor("release-notes-writer", await keyFor("bob@example.com", "personal"));
    await expect(other.getTask({ tenant: "", id: task.id })).rejects.toThrow(/not found/i);
    const carol = await clientFor("contract-review", await keyFor("carol@example.com", "personal"));
    await expect(carol.getTask({ tenant: "", id: task.id })).rejects.toThrow(/not found/i);
  });
});

/**
 * SendMessage to any slug's endpoint, a slug without a card too (a runtime may have kept an old card),
 * with the client's own JSON-RPC transport; the card it is made from is one that exists.
 */
async function sendTo(slug: string, metadata: Record<string, unknown>) {
  const key = await keyFor("bob@example.com", "personal");
  const known = await (await clientFor("contract-review", key)).getAgentCard();
  const transport = await new JsonRpcTransportFactory({ fetchImpl: fetchWith(key) }).create(
    `${ORIGIN}/api/a2a/${slug}`,
    known,
  );
  return new Client(transport, known, { polling: true }).sendMessage(sendOf("Please take this.", metadata));
}

describe("refusals write nothing", () => {
  const rpc = (authorization: string | null, params: object, headers: Record<string, string> = {}) =>
    call(
      rpcRoute,
      `${ORIGIN}/api/a2a/contract-review`,
      { jsonrpc: "2.0", id: 1, method: "SendMessage", params },
      { authorization, headers: { "a2a-version": "1.0", ...headers } },
    );
  const params = (metadata: Record<string, unknown>, text = "Review this.") => ({
    message: { messageId: "m1", role: "ROLE_USER", parts: [{ text }], metadata },
  });

  test("no key or a revoked key → 401; a key without harness:delegate → 403 forbidden_scope", async () => {
    const before = await t.db.delegationRequest.count();
    expect((await rpc(null, params({ from: "sql-analyst" }))).status).toBe(401);
    const revoked = await createKeyForOperator("bob@example.com", "personal", {
      name: "gone",
      scopes: ["harness:delegate"],
      expiresAt: null,
    });
    await revokeKeyByPrefix(revoked.summary.prefix);
    expect((await rpc(`Bearer ${revoked.key}`, params({ from: "sql-analyst" }))).status).toBe(401);
    const reader = await keyFor("bob@example.com", "personal", ["harness:read"]);
    expect(await rpc(`Bearer ${reader}`, params({ from: "sql-analyst" }))).toMatchObject({
      status: 403,
      body: { code: "forbidden_scope" },
    });
    expect(await t.db.delegationRequest.count()).toBe(before);
  });

  test.each([
    ["no from", {}, "", "message.metadata.from"],
    ["an empty task", { from: "sql-analyst" }, "   ", "message.parts"],
    ["a task past 200,000 characters", { from: "sql-analyst" }, "x".repeat(200_001), "message.parts"],
  ])("%s → 400 naming where, nothing logged", async (_label, metadata, text, field) => {
    const before = await t.db.delegationRequest.count();
    const res = await rpc(
      `Bearer ${await keyFor("bob@example.com", "personal")}`,
      params(metadata, text || "Review this."),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field });
    expect(res.body.error).toContain(`"${field}"`);
    expect(await t.db.delegationRequest.count()).toBe(before);
  });

  test("a personal key naming another user → 403 key_user_mismatch; a runtime key must name one", async () => {
    const before = await t.db.delegationRequest.count();
    const personal = await rpc(
      `Bearer ${await keyFor("bob@example.com", "personal")}`,
      params({ from: "sql-analyst", user: "carol@example.com" }),
    );
    expect(personal).toMatchObject({
      status: 403,
      body: { code: "key_user_mismatch", error: "This key acts only for its owner" },
    });
    const runtime = await rpc(
      `Bearer ${await keyFor("admin@example.com", "runtime")}`,
      params({ from: "sql-analyst" }),
    );
    expect(runtime).toMatchObject({ status: 400, body: { field: "user" } });
    expect(await t.db.delegationRequest.count()).toBe(before);
  });

  test("a v0.3 client (no A2A-Version) is served by the compatibility layer", async () => {
    const res = await call(
      rpcRoute,
      `${ORIGIN}/api/a2a/contract-review`,
      {
        jsonrpc: "2.0",
        id: 7,
        method: "message/send",
        params: {
          message: {
            kind: "message",
            messageId: "m7",
            role: "user",
            parts: [{ kind: "text", text: "Old client." }],
            metadata: { from: "sql-analyst" },
          },
        },
      },
      { authorization: `Bearer ${await keyFor("bob@example.com", "personal")}` },
    );
    expect(res.status).toBe(200);
    const result = (res.body as unknown as { result: { kind: string; id: string; status: { state: string } } }).result;
    expect(result).toMatchObject({ kind: "task", status: { state: "submitted" } });
    expect(await t.db.delegationRequest.findUnique({ where: { id: result.id }, select: { status: true } })).toEqual({
      status: "accepted",
    });
  });
});
