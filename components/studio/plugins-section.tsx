"use client";

import { PLUGINS } from "@/lib/domain/catalog";
import type { SectionProps } from "./basic-sections";
import { errorsFor } from "./fields";
import { Section } from "./section";
import { Badge } from "./status-badge";

export function PluginsSection({ draft, update, fieldErrors }: SectionProps) {
  const toggle = (id: string, on: boolean) =>
    update({ plugins: on ? [...draft.plugins, id] : draft.plugins.filter((p) => p !== id) });
  const errors = errorsFor(fieldErrors, "plugins");
  return (
    <Section id="tools" title="Tools" description="Plugins add tools to the main agent's surface, in the order you enable them.">
      <fieldset>
        <legend className="sr-only">Plugins</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PLUGINS.map((plugin) => {
            const on = draft.plugins.includes(plugin.id);
            return (
              <li key={plugin.id} className={`rounded-md border p-3 ${on ? "border-indigo-300 bg-indigo-50/40" : "border-slate-200"}`}>
                <label className="flex items-start gap-2">
                  <input type="checkbox" className="mt-1" checked={on} onChange={(e) => toggle(plugin.id, e.target.checked)} />
                  <span>
                    <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
                      {plugin.name}
                      {plugin.layer === "own" ? <Badge tone="neutral">own layer</Badge> : null}
                    </span>
                    <span className="block text-xs text-slate-600">{plugin.description}</span>
                  </span>
                </label>
                <p className="mt-2 flex flex-wrap gap-1" aria-label={`Tools of ${plugin.name}`}>
                  {plugin.tools.map((t) => (
                    <code key={t.name} title={t.description} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-700">
                      {t.name}
                    </code>
                  ))}
                </p>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {errors ? <p className="text-sm text-red-700">{errors.join(" ")}</p> : null}
    </Section>
  );
}
