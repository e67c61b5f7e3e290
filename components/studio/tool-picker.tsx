"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Combobox, type ComboboxGroup } from "@/components/ui/combobox";

type Props = { id: string; tools: string[]; groups: readonly ComboboxGroup[]; onChange: (tools: string[]) => void };

/** A spec's tool allowlist: chips to remove, and a picker over the main agent's surface (globs allowed). */
export function ToolPicker({ id, tools, groups, onChange }: Props) {
  const [entry, setEntry] = useState("");
  const add = (text: string) => {
    const names = text
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "" && !tools.includes(s));
    if (names.length > 0) onChange([...tools, ...names]);
    setEntry("");
  };
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700" id={`${id}-label`}>
        Tools <span className="text-xs font-normal text-slate-600">(required: at least one)</span>
      </p>
      {tools.length === 0 ? (
        <p className="text-xs text-slate-600">No tools: a subagent without tools is dropped.</p>
      ) : (
        <ul className="flex flex-wrap gap-1" aria-labelledby={`${id}-label`}>
          {tools.map((tool, i) => (
            <li
              key={`${tool}-${i}`}
              className="inline-flex max-w-full items-center gap-1 rounded bg-slate-100 py-0.5 pr-1 pl-2 font-mono text-xs"
            >
              <span className="break-all">{tool}</span>
              <button
                type="button"
                className="rounded px-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
                aria-label={`Remove tool ${tool}`}
                onClick={() => onChange(tools.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Combobox
          id={`${id}-add`}
          label="Add tool"
          groups={groups}
          value={entry}
          onValueChange={setEntry}
          onPick={add}
          placeholder="Add a tool or glob, e.g. mcp__github__*"
        />
        <Button size="sm" onClick={() => add(entry)}>
          Add tool
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Pick from the main agent&apos;s tools by layer, or type a name or a glob (<code>*</code> matches any run of
        characters).
      </p>
    </div>
  );
}
