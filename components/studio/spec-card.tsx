"use client";

import clsx from "clsx";
import { useState } from "react";
import { MODEL_CATALOG } from "@/lib/domain/catalog";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { readSpecForm, writeSpecField, type SpecFormFields } from "@/lib/domain/spec-form";
import type { SpecItem } from "./editor-state";
import { inputClass, smallButton, TextAreaField, TextField } from "./fields";
import { SpecVerdict } from "./spec-verdict";

export type SpecCardProps = {
  item: SpecItem;
  index: number;
  count: number;
  verdict: SubagentReportEntry | undefined;
  previewPending: boolean;
  errors?: string[];
  defaultModel: string;
  onChange: (item: SpecItem) => void;
  onMove: (delta: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
};

export const TOOL_OPTIONS_ID = "surface-tool-options";

export function SpecCard({ item, index, count, verdict, previewPending, errors, defaultModel, onChange, onMove, onDuplicate, onRemove }: SpecCardProps) {
  const n = index + 1;
  const form = item.mode === "form" ? readSpecForm(item.raw) : null;
  const formAvailable = readSpecForm(item.raw) !== null;
  const title = form?.name || verdict?.name || `Subagent ${n}`;
  const set = <F extends keyof SpecFormFields>(field: F, value: SpecFormFields[F]) =>
    onChange({ ...item, raw: writeSpecField(item.raw, field, value) });

  return (
    <li aria-label={`Subagent ${n}`} className={clsx("rounded-md border p-4", verdict?.status === "dropped" ? "border-red-200 bg-red-50/30" : "border-slate-200")}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-sm font-semibold text-slate-900">
          <span className="mr-2 text-slate-500">#{n}</span>
          {title}
        </h3>
        <div className="flex flex-wrap gap-1" role="group" aria-label={`Actions for subagent ${n}`}>
          <button type="button" className={smallButton} aria-pressed={item.mode === "form"} disabled={!formAvailable} title={formAvailable ? undefined : "Not a JSON object: edit it as raw JSON"} onClick={() => onChange({ ...item, mode: "form" })}>
            Form
          </button>
          <button type="button" className={smallButton} aria-pressed={item.mode === "raw"} onClick={() => onChange({ ...item, mode: "raw" })}>
            Raw JSON
          </button>
          <button type="button" className={smallButton} aria-label={`Move subagent ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>↑</button>
          <button type="button" className={smallButton} aria-label={`Move subagent ${n} down`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</button>
          <button type="button" className={smallButton} aria-label={`Duplicate subagent ${n}`} onClick={onDuplicate}>Duplicate</button>
          <button type="button" className={clsx(smallButton, "text-red-700")} aria-label={`Remove subagent ${n}`} onClick={onRemove}>Remove</button>
        </div>
      </div>

      {form ? (
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id={`spec-${index}-name`} label="Name" className="font-mono" value={form.name} onChange={(e) => set("name", e.target.value)} />
            <div className="space-y-1">
              <label htmlFor={`spec-${index}-model`} className="block text-sm font-medium text-slate-700">Model</label>
              <select id={`spec-${index}-model`} className={inputClass} value={form.model} onChange={(e) => set("model", e.target.value)}>
                <option value="">Inherit default ({defaultModel})</option>
                {[...MODEL_CATALOG, ...(form.model && !MODEL_CATALOG.includes(form.model) ? [form.model] : [])].map((m) => (
                  <option key={m} value={m}>{m}</option>
                ))}
              </select>
            </div>
          </div>
          <TextAreaField id={`spec-${index}-description`} label="Description" rows={2} hint="Tells the main agent when to dispatch here." value={form.description} onChange={(e) => set("description", e.target.value)} />
          <TextAreaField id={`spec-${index}-prompt`} label="System prompt" rows={4} className="font-mono" value={form.system_prompt} onChange={(e) => set("system_prompt", e.target.value)} />
          <ToolsEditor index={index} tools={form.tools} onChange={(tools) => set("tools", tools)} />
        </div>
      ) : (
        <TextAreaField
          id={`spec-${index}-raw`}
          label="Raw JSON"
          rows={8}
          spellCheck={false}
          className="font-mono text-xs"
          hint="Saved exactly as written, even when it is not a valid spec."
          value={item.raw}
          onChange={(e) => onChange({ ...item, raw: e.target.value })}
        />
      )}
      {errors?.length ? <p className="mt-2 text-sm text-red-700">{errors.join(" ")}</p> : null}
      <div className="mt-3 border-t border-slate-100 pt-2" aria-live="polite">
        <SpecVerdict entry={verdict} pending={previewPending} />
      </div>
    </li>
  );
}

function ToolsEditor({ index, tools, onChange }: { index: number; tools: string[]; onChange: (tools: string[]) => void }) {
  const [entry, setEntry] = useState("");
  const add = () => {
    const names = entry.split(",").map((s) => s.trim()).filter((s) => s !== "");
    if (names.length === 0) return;
    onChange([...tools, ...names]);
    setEntry("");
  };
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700" id={`spec-${index}-tools-label`}>Tools</p>
      {tools.length === 0 ? (
        <p className="text-xs text-slate-500">No tools: a subagent without tools is dropped.</p>
      ) : (
        <ul className="flex flex-wrap gap-1" aria-labelledby={`spec-${index}-tools-label`}>
          {tools.map((tool, i) => (
            <li key={`${tool}-${i}`} className="inline-flex items-center gap-1 rounded bg-slate-100 py-0.5 pl-2 pr-1 font-mono text-xs">
              {tool}
              <button type="button" className="rounded px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900" aria-label={`Remove tool ${tool}`} onClick={() => onChange(tools.filter((_, j) => j !== i))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor={`spec-${index}-add-tool`} className="sr-only">Add tool</label>
        <input
          id={`spec-${index}-add-tool`}
          list={TOOL_OPTIONS_ID}
          placeholder="Add a tool or glob, e.g. mcp__github__*"
          className={clsx(inputClass, "font-mono")}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={smallButton} onClick={add}>Add tool</button>
      </div>
    </div>
  );
}
