"use client";

import clsx from "clsx";
import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import type { ComboboxGroup } from "@/components/ui/combobox";
import { emptySpec, readSpecForm, replaceSpecTool } from "@/lib/domain/spec-form";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import type { SpecItem } from "./editor-state";
import { VerdictPill } from "./verdict-pill";

// A card's editor (form and raw JSON tabs, tool picker, verdict details) loads when a card is
// first opened; cards arrive closed but for new ones, so the editor's first load stays small.
const SpecCardBody = lazy(() => import("./spec-card-body").then((m) => ({ default: m.SpecCardBody })));

const BLANK_SPEC = emptySpec();

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
  const {
    item,
    index,
    count,
    verdict,
    previewPending,
    errors,
    defaultModel,
    toolGroups,
    focusAfterMove,
    onChange,
    onMove,
    onDuplicate,
    onRemove,
  } = props;
  const n = index + 1;
  const [open, setOpen] = useState(() => Boolean(item.fresh));
  const hasErrors = Boolean(errors?.length);
  const bodyId = useId();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const form = item.mode === "form" ? readSpecForm(item.raw) : null;
  const formAvailable = item.mode === "form" ? form !== null : readSpecForm(item.raw) !== null;
  const title = form?.name || verdict?.name || "(unnamed)";
  // A new card nothing has been typed into is "not finished", not a drop.
  const blank = item.raw === BLANK_SPEC;
  const change = (next: Partial<SpecItem>) => onChange(item.key, { ...item, ...next });
  const apply = (from: string, to: string) => {
    const raw = replaceSpecTool(item.raw, from, to);
    if (raw) change({ raw });
  };

  // A refused save names fields of this spec: show them.
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);

  // Reordering moves DOM nodes, which drops focus: put it back on the button that was pressed.
  useEffect(() => {
    const request = focusAfterMove.current;
    if (request?.key !== item.key) return;
    focusAfterMove.current = null;
    const preferred = request.direction === -1 ? up.current : down.current;
    (preferred && !preferred.disabled ? preferred : request.direction === -1 ? down.current : up.current)?.focus();
  }, [index, item.key, focusAfterMove]);

  return (
    <li
      id={`spec-${index}`}
      aria-label={`Subagent ${n}`}
      className={clsx(
        "min-w-0 scroll-mt-44 rounded-md border",
        verdict?.status === "dropped" && !blank ? "border-red-200 bg-red-50/30" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen(!open)}
          className="flex min-w-0 items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span aria-hidden className={clsx("inline-block text-slate-600 transition-transform", open && "rotate-90")}>
            ▸
          </span>
          <h3 className="min-w-0 font-mono text-sm font-semibold break-all text-slate-900">
            <span className="mr-1 text-slate-600">#{n}</span> {title}
          </h3>
          <VerdictPill entry={verdict} pending={previewPending} blank={blank} />
        </button>
        <div className="flex flex-wrap gap-1" role="group" aria-label={`Actions for subagent ${n}`}>
          <Button
            ref={up}
            size="xs"
            aria-label={`Move subagent ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(item.key, -1)}
          >
            ↑
          </Button>
          <Button
            ref={down}
            size="xs"
            aria-label={`Move subagent ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(item.key, 1)}
          >
            ↓
          </Button>
          <Button size="xs" aria-label={`Duplicate subagent ${n}`} onClick={() => onDuplicate(item.key)}>
            Duplicate
          </Button>
          <Button
            size="xs"
            variant="danger-outline"
            aria-label={`Remove subagent ${n}`}
            onClick={() => onRemove(item.key)}
          >
            Remove
          </Button>
        </div>
      </div>
      {open ? (
        <div id={bodyId} className="space-y-3 border-t border-slate-100 p-3">
          <Suspense fallback={<p className="text-xs text-slate-600">Loading the editor of this subagent…</p>}>
            <SpecCardBody
              item={item}
              index={index}
              form={form}
              formAvailable={formAvailable}
              verdict={verdict}
              previewPending={previewPending}
              blank={blank}
              errors={errors}
              defaultModel={defaultModel}
              toolGroups={toolGroups}
              onChange={change}
              onApply={apply}
            />
          </Suspense>
        </div>
      ) : null}
    </li>
  );
});
