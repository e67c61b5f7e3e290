import type { AdapterInjection } from "@/lib/domain/runtime-adapters/injection-input";
import { claudeAgentSdkSnippet, openAIAgentsSnippet } from "@/lib/domain/runtime-adapters/snippets";

const SNIPPETS = { claude: claudeAgentSdkSnippet, openai: openAIAgentsSnippet } as const;
export type Runtime = keyof typeof SNIPPETS;

/** One agent SDK's code for the injection; loaded when its disclosure first opens (the adapters with it). */
export function RuntimeSnippet({
  runtime,
  title,
  injection,
}: {
  runtime: Runtime;
  title: string;
  injection: AdapterInjection;
}) {
  return (
    <pre
      tabIndex={0}
      aria-label={`${title} code`}
      className="max-h-80 overflow-auto rounded-b bg-slate-900 p-3 text-[11px] leading-relaxed whitespace-pre text-slate-100"
    >
      {SNIPPETS[runtime](injection)}
    </pre>
  );
}
