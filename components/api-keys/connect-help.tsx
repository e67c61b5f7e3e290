import { CopyButton } from "./copy-button";

const code =
  "block rounded-md bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]";

/** How to call the harness with a personal key, for one of the user's own Experts, from a shell. */
export function ConnectHelp({ origin, expertSlug }: { origin: string; expertSlug: string }) {
  const command = [
    `curl -X POST ${origin}/api/harness/injection \\`,
    `  -H "Authorization: Bearer $EXPERT_STUDIO_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{ "expert": "${expertSlug}" }'`,
  ].join("\n");
  const mcpCommand = `claude mcp add --transport http expert-studio ${origin}/api/mcp --header "Authorization: Bearer $EXPERT_STUDIO_API_KEY"`;
  const mcpJson = JSON.stringify(
    {
      mcpServers: {
        "expert-studio": { type: "http", url: `${origin}/api/mcp`, headers: { Authorization: "Bearer esk_…" } },
      },
    },
    null,
    2,
  );
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>Keep the key in an environment variable rather than in scripts or your shell history:</p>
      <pre className={code}>
        <code>export EXPERT_STUDIO_API_KEY=esk_…</code>
      </pre>
      <p>
        Then fetch what the harness injects into a session of one of your Experts (the key needs{" "}
        <code className="font-mono">harness:read</code>):
      </p>
      <pre className={code}>
        <code>{command}</code>
      </pre>
      <CopyButton text={command} label="Copy command" copiedMessage="Command copied." />
      <p>
        Or connect an MCP client (it acts as you, with tools to list your Experts, read an injection and delegate). For
        Claude Code:
      </p>
      <pre className={code}>
        <code>{mcpCommand}</code>
      </pre>
      <CopyButton text={mcpCommand} label="Copy the claude mcp add line" copiedMessage="Line copied." />
      <p>For a client configured with JSON:</p>
      <pre className={code}>
        <code>{mcpJson}</code>
      </pre>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          A personal key acts as you: leave <code className="font-mono">user</code> out. Naming anyone else is refused
          (403 <code className="font-mono">key_user_mismatch</code>).
        </li>
        <li>
          Delegations go to <code className="font-mono">POST /api/agent-proxy/delegate</code> and need{" "}
          <code className="font-mono">harness:delegate</code>; a key without the scope an endpoint needs gets 403{" "}
          <code className="font-mono">forbidden_scope</code>.
        </li>
        <li>A revoked, expired or mistyped key gets 401, on every instance, from the very next request.</li>
        <li>
          Every endpoint and field:{" "}
          <a href="/api/openapi.json" className="text-indigo-700 underline">
            the API document (OpenAPI)
          </a>
          .
        </li>
      </ul>
    </div>
  );
}
