"use client";

import clsx from "clsx";
import dynamic from "next/dynamic";
import { Collapsible } from "radix-ui";
import { memo, useEffect, useRef, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ComboboxGroup } from "@/components/ui/combobox";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { readSpecForm, replaceSpecTool } from "@/lib/domain/spec-form";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import type { SpecItem } from "./editor-state";
import { SpecFormFields } from "./spec-form-fields";
import { SpecVerdict, VerdictPill } from "./spec-verdict";

// Raw JSON editing is the rarer path: its code loads when a card switches to it.
const RawJsonEditor = dynamic(() => import("./raw-json-editor").then((m) => m.RawJsonEditor), {
  loading: () => <p className="text-xs text-slate-600">Loading the JSON editor…</p>,
});

export type FocusAfterMove = RefObject<{ key: string; direction: -1 | 1 } | null>;

export type SpecCardProps = {
  item: SpecItem;
  index: number;
  count: number;
  verdict: SubagentReportEntry | undefined;
  previewPending: boolean;
  errors?: string[];
  defaultModel: string;
  toolGroups: readonly ComboboxGroup[];
  focusAfterMove: FocusAfterMove;
  onChange: (key: string, item: SpecItem) => void;
  onMove: (key: string, delta: -1 | 1) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
};

export const SpecCard = memo(function SpecCard(props: SpecCardProps) {
  const { item, index, count, verdict, previewPending, errors, defaultModel, toolGroups, focusAfterMove, onChange, onMove, onDuplicate, onRemove } = props;
  const n = index + 1;
  const [open, setOpen] = useState(() => Boolean(item.fresh) || count <= 3);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const form = item.mode === "form" ? readSpecForm(item.raw) : null;
  const formAvailable = item.mode === "form" ? form !== null : readSpecForm(item.raw) !== null;
  const title = form?.name || verdict?.name || "(unnamed)";
  const change = (next: Partial<SpecItem>) => onChange(item.key, { ...item, ...next });
  const apply = (from: string, to: string) => {
    const raw = replaceSpecTool(item.raw, from, to);
    if (raw) change({ raw });
  };

  // Reordering moves DOM nodes, which drops focus: put it back on the button that was pressed.
  useEffect(() => {
    const request = focusAfterMove.current;
    if (request?.key !== item.key) return;
    focusAfterMove.current = null;
    const preferred = request.direction === -1 ? up.current : down.current;
    (preferred && !preferred.disabled ? preferred : request.direction === -1 ? down.current : up.current)?.focus();
  }, [index, item.key, focusAfterMove]);

  return (
    <li aria-label={`Subagent ${n}`} className={clsx("min-w-0 rounded-md border", verdict?.status === "dropped" ? "border-red-200 bg-red-50/30" : "border-slate-200")}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="flex flex-wrap items-center justify-between gap-2 p-3">
          <Collapsible.Trigger className="flex min-w-0 items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-indigo-600">
            <span aria-hidden className={clsx("inline-block text-slate-600 transition-transform", open && "rotate-90")}>▸</span>
            <h3 className="min-w-0 break-all font-mono text-sm font-semibold text-slate-900">
              <span className="mr-1 text-slate-600">#{n}</span> {title}
            </h3>
            <VerdictPill entry={verdict} pending={previewPending} />
          </Collapsible.Trigger>
          <div className="flex flex-wrap gap-1" role="group" aria-label={`Actions for subagent ${n}`}>
            <Button ref={up} size="xs" aria-label={`Move subagent ${n} up`} disabled={index === 0} onClick={() => onMove(item.key, -1)}>↑</Button>
            <Button ref={down} size="xs" aria-label={`Move subagent ${n} down`} disabled={index === count - 1} onClick={() => onMove(item.key, 1)}>↓</Button>
            <Button size="xs" aria-label={`Duplicate subagent ${n}`} onClick={() => onDuplicate(item.key)}>Duplicate</Button>
            <Button size="xs" variant="danger-outline" aria-label={`Remove subagent ${n}`} onClick={() => onRemove(item.key)}>Remove</Button>
          </div>
        </div>
        <Collapsible.Content className="space-y-3 border-t border-slate-100 p-3">
          <Tabs value={item.mode} onValueChange={(mode) => change({ mode: mode as SpecItem["mode"] })}>
            <TabsList aria-label={`Edit subagent ${n} as`}>
              <TabsTrigger value="form" disabled={!formAvailable} title={formAvailable ? undefined : "Not a JSON object: edit it as raw JSON"}>Form</TabsTrigger>
              <TabsTrigger value="raw">Raw JSON</TabsTrigger>
            </TabsList>
            <TabsContent value="form" className="mt-3">
              {form ? <SpecFormFields idPrefix={`spec-${index}`} form={form} raw={item.raw} defaultModel={defaultModel} toolGroups={toolGroups} onRaw={(raw) => change({ raw })} /> : null}
            </TabsContent>
            <TabsContent value="raw" className="mt-3">
              <RawJsonEditor id={`spec-${index}-raw`} value={item.raw} onChange={(raw) => change({ raw })} />
            </TabsContent>
          </Tabs>
          {errors?.length ? <p className="text-sm text-red-700">{errors.join(" ")}</p> : null}
          <div className="border-t border-slate-100 pt-2" aria-live="polite">
            <SpecVerdict entry={verdict} pending={previewPending} onApply={apply} />
          </div>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
});
