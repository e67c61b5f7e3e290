import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { Injection } from "@/lib/domain/injection";
import { RuntimeSnippets } from "./runtime-snippets";
import { SpecVerdict } from "./spec-verdict";

// A pure view of the injection, rendered by the preview panel, which the editor loads lazily: its first
// load carries none of it.

const ACTION_TONE: Record<string, BadgeTone> = {
  withdrawn: "dropped",
  would_withdraw: "warn",
  not_restrictable: "neutral",
  not_visible: "neutral",
};

const LAYER_LABELS = {
  global: "Global layer (platform)",
  preset: "Preset layer (plugins)",
  own: "Own layer (the agent's)",
} as const;

/** What the harness will inject, straight from the harness path (never recomputed here). */
export function PreviewBody({ injection }: { injection: Injection }) {
  const resolved = new Map(injection.subagents.map((s) => [`${s.source}:${s.name}`, s]));
  const specEntries = injection.subagentReport.filter((r) => r.source === "expert");
  const layers = (["global", "preset", "own"] as const).map((layer) => ({
    layer,
    tools: injection.tools.filter((t) => t.layer === layer),
  }));
  return (
    <>
      <section aria-labelledby="pv-subagents">
        <h3 id="pv-subagents" className="mb-2 text-sm font-semibold text-slate-800">
          Subagents <span className="font-normal text-slate-500">({injection.subagents.length} offered)</span>
        </h3>
        {specEntries.length === 0 ? <p className="text-xs text-slate-600">No specs of your own yet.</p> : null}
        <ul className="space-y-2" aria-label="Subagent verdicts">
          {specEntries.map((entry, i) => {
            const sub = entry.name ? resolved.get(`expert:${entry.name}`) : undefined;
            return (
              <li key={i} className="rounded border border-slate-200 p-2">
                <p className="mb-1 flex items-center gap-2 text-sm">
                  <span className="font-mono font-semibold">{entry.name ?? "(unnamed)"}</span>
                  <span className="text-xs text-slate-500">spec #{(entry.index ?? 0) + 1}</span>
                </p>
                <SpecVerdict entry={entry} />
                {sub && entry.status === "kept" ? (
                  <p className="mt-1 text-xs break-words text-slate-700">
                    Tools: <span className="font-mono">{sub.tools.join(", ")}</span> · model {sub.model}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <h4 className="mt-3 mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Builtins</h4>
        <ul className="space-y-1 text-xs" aria-label="Builtin subagents in this injection">
          {injection.builtins.map((b) => {
            const sub = resolved.get(`builtin:${b.name}`);
            return (
              <li key={b.name} className={b.enabled ? "text-slate-700" : "text-slate-500"}>
                <span className="font-mono font-semibold">{b.name}</span>{" "}
                {b.enabled ? (
                  sub ? (
                    <span className="font-mono">· {sub.tools.join(", ")}</span>
                  ) : (
                    <Badge tone="dropped">dropped</Badge>
                  )
                ) : (
                  <Badge tone="neutral">switched off</Badge>
                )}
              </li>
            );
          })}
        </ul>
        {injection.notes.map((n) => (
          <p key={n} className="mt-2 text-xs text-amber-800">
            {n}
          </p>
        ))}
      </section>

      <section aria-labelledby="pv-tools">
        <h3 id="pv-tools" className="mb-2 text-sm font-semibold text-slate-800">
          Tool surface <span className="font-normal text-slate-500">({injection.tools.length} tools)</span>
        </h3>
        <dl className="space-y-2 text-xs">
          {layers.map(({ layer, tools }) => (
            <div key={layer}>
              <dt className="font-medium text-slate-700">{LAYER_LABELS[layer]}</dt>
              <dd className="font-mono break-words text-slate-700">
                {tools.length ? (
                  tools.map((t) => t.name).join(", ")
                ) : (
                  <em className="font-sans text-slate-500">none</em>
                )}
              </dd>
            </div>
          ))}
        </dl>
        {injection.toolReport.length > 0 ? (
          <ul className="mt-2 space-y-1 text-xs" aria-label="Team guard decisions">
            {injection.toolReport.map((r) => (
              <li key={r.name} className="flex gap-2">
                <Badge tone={ACTION_TONE[r.action] ?? "neutral"}>{r.action}</Badge>
                <span className="text-slate-700">{r.message}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-xs text-slate-500">Team guard: no decision (no marker in the own layer, or off).</p>
        )}
        {injection.unknownPlugins.length > 0 ? (
          <p className="mt-1 text-xs text-amber-800">Unknown plugins: {injection.unknownPlugins.join(", ")}</p>
        ) : null}
      </section>

      <section aria-labelledby="pv-prompt">
        <h3 id="pv-prompt" className="mb-2 text-sm font-semibold text-slate-800">
          Injected text{" "}
          <span className="font-normal text-slate-500">
            (~{injection.tokens} tokens, roster of {injection.roster.length})
          </span>
        </h3>
        {injection.prompt ? (
          <pre className="rounded bg-slate-900 p-3 text-[11px] leading-relaxed [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-100">
            {injection.prompt}
          </pre>
        ) : (
          <p className="text-xs text-slate-500">Nothing is injected: no subagent survives and the roster is empty.</p>
        )}
        <p className="mt-1 text-xs text-slate-500">Sent after the Expert&apos;s instructions.</p>
      </section>

      <RuntimeSnippets injection={injection} />
    </>
  );
}
