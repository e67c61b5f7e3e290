"use client";

import { lazy } from "react";
import type { AdapterInjection } from "@/lib/domain/runtime-adapters/injection-input";
import { LazyDetails } from "./lazy-details";
import type { Runtime } from "./runtime-snippet";

// Closed on arrival: the snippet writers (with the adapters and their tool tables) load when a
// runtime is opened, not with the preview; the code is built from the very injection the preview shows.
const RuntimeSnippet = lazy(() => import("./runtime-snippet").then((m) => ({ default: m.RuntimeSnippet })));

const RUNTIMES: { id: Runtime; title: string }[] = [
  { id: "claude", title: "Claude Agent SDK" },
  { id: "openai", title: "OpenAI Agents SDK" },
];

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
      {RUNTIMES.map(({ id, title }) => (
        <LazyDetails
          key={id}
          className="mb-2 rounded border border-slate-200"
          summaryClassName="cursor-pointer px-2 py-1 text-sm font-medium text-slate-800"
          summary={title}
        >
          <RuntimeSnippet runtime={id} title={title} injection={injection} />
        </LazyDetails>
      ))}
    </section>
  );
}
