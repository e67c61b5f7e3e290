/** Shown instead of the chat when no model provider is configured (rules §15). */
export function ConnectProviderHelp({ problem }: { problem: string | null }) {
  return (
    <section
      aria-labelledby="connect-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950"
    >
      <h2 id="connect-heading" className="mb-2 font-semibold">
        Connect a model provider to use the playground
      </h2>
      {problem ? (
        <p role="alert" className="mb-3 rounded bg-white/70 p-2 font-medium">
          The provider settings are not valid: {problem}
        </p>
      ) : (
        <p className="mb-3">
          No model provider is configured on this server. Everything else works without one; the playground needs a
          model to talk to.
        </p>
      )}
      <p className="mb-2">Set these environment variables on the server and restart it:</p>
      <ul className="mb-3 list-disc space-y-1 pl-5">
        <li>
          <code className="font-mono">MODEL_PROVIDER</code>: <code className="font-mono">openai</code>,{" "}
          <code className="font-mono">anthropic</code>, or <code className="font-mono">openai-compatible</code> for a
          local server (Ollama, vLLM, LM Studio).
        </li>
        <li>
          <code className="font-mono">MODEL_API_KEY</code>: the provider&apos;s key (optional for a local server).
        </li>
        <li>
          <code className="font-mono">MODEL_BASE_URL</code>: the API root, e.g.{" "}
          <code className="font-mono [overflow-wrap:anywhere]">http://localhost:11434/v1</code> (required for{" "}
          <code className="font-mono">openai-compatible</code>).
        </li>
        <li>
          <code className="font-mono">MODEL_MAP</code> (optional): which provider model serves each catalog model, e.g.{" "}
          <code className="font-mono [overflow-wrap:anywhere]">claude-sonnet-4=qwen2.5:7b,gpt-5=llama3.1</code>;{" "}
          <code className="font-mono">MODEL_DEFAULT</code> for the rest.
        </li>
      </ul>
      <p>The README&apos;s Playground section has examples for each provider.</p>
    </section>
  );
}
