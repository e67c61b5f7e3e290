import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { expect, test, type Page } from "@playwright/test";
import { signInViaApi } from "./support/auth";
import { ApiKeysPage } from "./support/api-key-pages";
import { at } from "../lib/domain/at-index";
import { expectDefined } from "../tests/support/defined";

// rules §13: what Settings → API keys tells a person to paste into Claude Code (and into a client
// configured with JSON) connects the official MCP client to the running built app, acting as them.

/** Splits a shell line into words as a POSIX shell would for this line's quoting (double quotes, no escapes). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[0]);
}

/** `claude mcp add --transport http <name> <url> --header "<name>: <value>"`, read as Claude Code reads it. */
function readClaudeMcpAdd(line: string, env: Record<string, string>) {
  const words = shellWords(line.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? ""));
  expect(words.slice(0, 3)).toEqual(["claude", "mcp", "add"]);
  const headers: Record<string, string> = {};
  const positional: string[] = [];
  let transport = "";
  for (let i = 3; i < words.length; i++) {
    const word = at(words, i);
    if (word === "--transport") transport = at(words, ++i);
    else if (word === "--header") {
      const [name, ...value] = at(words, ++i).split(":");
      headers[expectDefined(name, "a header name").trim()] = value.join(":").trim();
    } else positional.push(word);
  }
  return {
    transport,
    name: positional[0],
    url: expectDefined(positional[1], "a URL after the server's name"),
    headers,
  };
}

async function connect(url: string, headers: Record<string, string>) {
  const client = new Client({ name: "claude-code-like", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

async function codeBlock(page: Page, containing: string): Promise<string> {
  const block = page.locator("pre").filter({ hasText: containing });
  await expect(block).toHaveCount(1);
  return (await block.textContent()) ?? "";
}

test("the page's claude mcp add line and JSON config connect the MCP client: tools listed, get_injection is the API's injection", async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInViaApi(context, "bob@example.com");
  const keys = new ApiKeysPage(page);
  await keys.goto();
  const key = await keys.create({
    name: `MCP ${Date.now().toString(36)}`,
    scopes: ["harness:read", "harness:delegate"],
  });

  const added = readClaudeMcpAdd(await codeBlock(page, "claude mcp add"), { EXPERT_STUDIO_API_KEY: key });
  expect(added).toMatchObject({ transport: "http", name: "expert-studio" });
  expect(new URL(added.url).pathname).toBe("/api/mcp");
  expect(added.headers.Authorization).toBe(`Bearer ${key}`);

  const config = JSON.parse(await codeBlock(page, "mcpServers")) as {
    mcpServers: Record<string, { type: string; url: string; headers: Record<string, string> }>;
  };
  const server = expectDefined(config.mcpServers["expert-studio"], "an expert-studio server in the JSON");
  expect(server).toMatchObject({ type: "http", url: added.url });
  // The JSON shows where the key goes; the person pastes theirs in its place.
  const jsonHeaders = Object.fromEntries(
    Object.entries(server.headers).map(([name, value]) => [name, value.replace("esk_…", key)]),
  );

  const api = await request.post("/api/harness/injection", {
    headers: { Authorization: `Bearer ${key}` },
    data: { expert: "sql-analyst" },
  });
  expect(api.status()).toBe(200);
  const expected = await api.json();
  for (const headers of [added.headers, jsonHeaders]) {
    const client = await connect(added.url, headers);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["delegate", "get_injection", "list_experts"]);
    const result = await client.callTool({ name: "get_injection", arguments: { expert: "sql-analyst" } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(expected);
    await client.close();
  }

  // The same line with a key that is not (or no longer) valid does not connect.
  const refused = readClaudeMcpAdd(await codeBlock(page, "claude mcp add"), {
    EXPERT_STUDIO_API_KEY: `${key.slice(0, -2)}xx`,
  });
  await expect(connect(refused.url, refused.headers)).rejects.toThrow(/401|Unauthorized|invalid/i);
});
