import type { AdapterInjection } from "@/lib/domain/runtime-adapters/injection-input";
import { claudeAgentSdkSnippet, openAIAgentsSnippet } from "@/lib/domain/runtime-adapters/snippets";

// Rendered on the server with the preview (no "use client"), closed on arrival: the snippets cost the
// editor no JavaScript, and they are built from the very injection the preview shows.

const RUNTIMES = [
  { id: "claude", title: "Claude Agent SDK", snippet: claudeAgentSdkSnippet },
  { id: "openai", title: "OpenAI Agents SDK", snippet: openAIAgentsSnippet },
] as const;

/** rules §13 "Use in your runtime": this injection as each agent SDK takes it. */
export function RuntimeSnippets({ injection }: { injection: AdapterInjection }) {
  return (
    <section aria-labelledby="pv-runtimes">
      <h3 id="pv-runtimes" className="mb-2 text-sm font-semibold text-slate-800">
        Use in your runtime
      </h3>
      <p className="mb-2 text-xs text-slate-600">
        This injection as your agent SDK takes it. Or connect a runtime to it directly: MCP and A2A under Settings → API
        keys.
      </p>
      {RUNTIMES.map(({ id, title, snippet }) => (
        <details key={id} className="mb-2 rounded border border-slate-200">
          <summary className="cursor-pointer px-2 py-1 text-sm font-medium text-slate-800">{title}</summary>
          <pre
            tabIndex={0}
            aria-label={`${title} code`}
            className="max-h-80 overflow-auto rounded-b bg-slate-900 p-3 text-[11px] leading-relaxed whitespace-pre text-slate-100"
          >
            {snippet(injection)}
          </pre>
        </details>
      ))}
    </section>
  );
}
