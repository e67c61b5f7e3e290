"use client";

import { Badge } from "@/components/ui/badge";
import type { EditorPlugin } from "@/lib/domain/editor-catalog";
import type { EditorDraft } from "./editor-state";

type Props = {
  catalog: EditorPlugin[];
  plugins: string[];
  update: (patch: Partial<EditorDraft>) => void;
  errors?: string[];
};

export function PluginsList({ catalog, plugins, update, errors }: Props) {
  const toggle = (id: string, on: boolean) =>
    update({ plugins: on ? [...plugins, id] : plugins.filter((p) => p !== id) });
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-slate-700">Plugins</legend>
      <ul className="grid gap-3 md:grid-cols-2">
        {catalog.map((plugin) => {
          const on = plugins.includes(plugin.id);
          return (
            <li
              key={plugin.id}
              className={`min-w-0 rounded-md border p-3 ${on ? "border-indigo-300 bg-indigo-50/40" : "border-slate-200"}`}
            >
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={on}
                  onChange={(e) => toggle(plugin.id, e.target.checked)}
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {plugin.name}
                    {plugin.layer === "own" ? <Badge tone="neutral">own layer</Badge> : null}
                  </span>
                  <span className="block text-xs text-slate-600">{plugin.description}</span>
                </span>
              </label>
              <p className="mt-2 flex flex-wrap gap-1" aria-label={`Tools of ${plugin.name}`}>
                {plugin.tools.map((t) => (
                  <code
                    key={t.name}
                    title={t.description}
                    className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] break-all text-slate-700"
                  >
                    {t.name}
                  </code>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
      {errors ? <p className="mt-2 text-sm text-red-700">{errors.join(" ")}</p> : null}
    </fieldset>
  );
}
