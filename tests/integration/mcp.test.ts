import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, test } from "vitest";
import { apiDatabaseForFile, call, send } from "../support/api";
import { at } from "@/lib/domain/at-index";

// rules §13 MCP against the real route handler, driven by the official MCP client over HTTP, in the
// current stateless revision and the 2025 `initialize` era: the same injection and outcomes as the API.
process.env.NEXTAUTH_URL = "http://localhost:3000";
const t = await apiDatabaseForFile();
const mcp = (await import("@/app/api/mcp/route")).POST;
const injection = (await import("@/app/api/harness/injection/route")).POST;
const { createKeyForOperator } = await import("@/lib/server/api-keys/manage");

const URL_ = "http://localhost:3000/api/mcp";
const personalKey = async (scopes: ("harness:read" | "harness:delegate")[] = ["harness:read", "harness:delegate"]) =>
  (await createKeyForOperator("bob@example.com", "personal", { name: "mcp", scopes, expiresAt: null })).key;

async function connect(key: string, era: "modern" | "legacy") {
  const transport = new StreamableHTTPClientTransport(new URL(URL_), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: (input, init) => send(mcp, new Request(input, init)),
  });
  const client = new Client(
    { name: "test", version: "1.0.0" },
    era === "modern" ? { versionNegotiation: { mode: { pin: "2026-07-28" } } } : {},
  );
  await client.connect(transport);
  return client;
}

describe.each(["modern", "legacy"] as const)("the MCP server, %s era", (era) => {
  test("lists its three tools and one prompt per Expert bob may use", async () => {
    const client = await connect(await personalKey(), era);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["delegate", "get_injection", "list_experts"]);
    const { prompts } = await client.listPrompts();
    const listed = await client.callTool({ name: "list_experts", arguments: {} });
    const slugs = (listed.structuredContent as { experts: { slug: string }[] }).experts.map((e) => e.slug);
    expect(prompts.map((p) => p.name).sort()).toEqual([...slugs].sort());
    expect(slugs).toContain("sql-analyst");
    await client.close();
  });

  test("get_injection is the API's injection for the key's owner; a prompt is the rendered prompt", async () => {
    const key = await personalKey();
    const client = await connect(key, era);
    const result = await client.callTool({
      name: "get_injection",
      arguments: { expert: "sql-analyst", message: "ask @contract-review" },
    });
    const api = await call(
      injection,
      "http://test/api/harness/injection",
      { expert: "sql-analyst", message: "ask @contract-review" },
      { authorization: `Bearer ${key}` },
    );
    expect(result.structuredContent).toEqual(api.body);
    expect(at(result.content as { text: string }[], 0).text).toBe((api.body as unknown as { prompt: string }).prompt);
    const prompt = await client.getPrompt({ name: "sql-analyst" });
    const plain = await call(
      injection,
      "http://test/api/harness/injection",
      { expert: "sql-analyst" },
      { authorization: `Bearer ${key}` },
    );
    expect((at(prompt.messages, 0).content as { text: string }).text).toBe(
      (plain.body as unknown as { prompt: string }).prompt,
    );
    await client.close();
  });

  test("delegate: accepted is a result, a failure is a tool error with the seed's sentence, and both are logged", async () => {
    const client = await connect(await personalKey(), era);
    const before = await t.db.delegationRequest.count();
    const delegate = (to: string, input: string) =>
      client.callTool({ name: "delegate", arguments: { from: "sql-analyst", to, input } });
    const accepted = await delegate("contract-review", "Check clause 4.");
    expect(accepted.isError).toBeFalsy();
    expect(accepted.structuredContent).toMatchObject({ status: "accepted", delegationId: expect.any(String) });
    const failed = await delegate("sql-analyst", "Again.");
    expect(failed.isError).toBe(true);
    expect(at(failed.content as { text: string }[], 0).text).toBe("An Expert cannot delegate to itself");
    expect(await t.db.delegationRequest.count()).toBe(before + 2);
    await client.close();
  });

  test("an argument past its limit is a tool error naming it, and nothing is logged", async () => {
    const client = await connect(await personalKey(), era);
    const before = await t.db.delegationRequest.count();
    const result = await client.callTool({
      name: "delegate",
      arguments: { from: "sql-analyst", to: "contract-review", input: "x".repeat(200_001) },
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toMatch(/input/);
    expect(await t.db.delegationRequest.count()).toBe(before);
    await client.close();
  });
});

describe("who may connect", () => {
  const post = (authorization: string | null, headers: Record<string, string> = {}) =>
    send(
      mcp,
      new Request(URL_, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(authorization ? { authorization } : {}),
          ...headers,
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
      }),
    );

  test("no key or a revoked one is 401; a runtime key is 403 personal_key_required", async () => {
    expect((await post(null)).status).toBe(401);
    const runtime = (
      await createKeyForOperator("admin@example.com", "runtime", {
        name: "rt",
        scopes: ["harness:read"],
        expiresAt: null,
      })
    ).key;
    const res = await post(`Bearer ${runtime}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "personal_key_required" });
  });

  test("another site's page is refused (Origin), and so is a foreign Host", async () => {
    const key = await personalKey();
    expect((await post(`Bearer ${key}`, { origin: "https://evil.example" })).status).toBe(403);
    const foreignHost = await mcp(
      new Request("http://evil.example/api/mcp", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(foreignHost.status).toBe(403);
  });

  test("a key without harness:delegate may read but its delegate call is a tool error", async () => {
    const client = await connect(await personalKey(["harness:read"]), "modern");
    const result = await client.callTool({
      name: "delegate",
      arguments: { from: "sql-analyst", to: "contract-review", input: "Check." },
    });
    expect(result).toMatchObject({
      isError: true,
      content: [{ text: "This key does not have the scope harness:delegate." }],
    });
    await client.close();
  });
});
