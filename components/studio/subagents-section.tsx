"use client";

import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ComboboxGroup } from "@/components/ui/combobox";
import { serializeSpec } from "@/lib/domain/expert-draft-shape";
import type { FieldErrors } from "@/lib/domain/field-errors";
import { emptySpec, readSpecForm } from "@/lib/domain/spec-form";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { specItem, type SpecItem } from "./editor-state";
import { errorsFor } from "./fields";
import { focusField } from "./focus-field";
import { ImportExportDisclosure } from "./import-export-disclosure";
import { Section } from "./section";
import { SpecCard, type FocusAfterMove } from "./spec-card";

// Opened now and then: its code (and the Claude Code reader it uses) loads when it is.
const BulkPastePanel = lazy(() => import("./bulk-paste-panel").then((m) => ({ default: m.BulkPastePanel })));

type Props = {
  expertId: string;
  specs: SpecItem[];
  updateSpecs: (change: (specs: SpecItem[]) => SpecItem[]) => void;
  verdicts: Map<number, SubagentReportEntry>;
  previewPending: boolean;
  toolGroups: readonly ComboboxGroup[];
  defaultModel: string;
  fieldErrors?: FieldErrors;
};

export const SubagentsSection = memo(function SubagentsSection({
  expertId,
  specs,
  updateSpecs,
  verdicts,
  previewPending,
  toolGroups,
  defaultModel,
  fieldErrors,
}: Props) {
  const focusAfterMove: FocusAfterMove = useRef(null);
  const [pasting, setPasting] = useState(false);
  const pasteButton = useRef<HTMLButtonElement>(null);
  const closePaste = useCallback(() => {
    setPasting(false);
    requestAnimationFrame(() => pasteButton.current?.focus());
  }, []);
  const [announcement, setAnnouncement] = useState("");

  const onChange = useCallback(
    (key: string, item: SpecItem) => updateSpecs((all) => all.map((s) => (s.key === key ? item : s))),
    [updateSpecs],
  );
  const onRemove = useCallback((key: string) => updateSpecs((all) => all.filter((s) => s.key !== key)), [updateSpecs]);
  const onMove = useCallback(
    (key: string, delta: -1 | 1) => {
      focusAfterMove.current = { key, direction: delta };
      updateSpecs((all) => {
        const from = all.findIndex((s) => s.key === key);
        const to = from + delta;
        if (from === -1 || to < 0 || to >= all.length) return all;
        const next = [...all];
        const [item] = next.splice(from, 1);
        if (!item) return all;
        next.splice(to, 0, item);
        setAnnouncement(
          `Moved ${readSpecForm(item.raw)?.name || "the subagent"} to position ${to + 1} of ${all.length}.`,
        );
        return next;
      });
    },
    [updateSpecs],
  );
  const onDuplicate = useCallback(
    (key: string) =>
      updateSpecs((all) => {
        const at = all.findIndex((s) => s.key === key);
        const original = all[at];
        if (!original) return all;
        const form = readSpecForm(original.raw);
        // A copy with the same name would be dropped as a duplicate, so the copy gets a new one.
        const raw = form ? serializeSpec({ ...JSON.parse(original.raw), name: `${form.name}_copy` }) : original.raw;
        return [...all.slice(0, at + 1), { ...specItem(raw, true), mode: original.mode }, ...all.slice(at + 1)];
      }),
    [updateSpecs],
  );
  // After "Add subagent" the keyboard lands on the new card's Name (its fields load when it opens).
  const focusNew = useRef<number | null>(null);
  const add = () => {
    focusNew.current = specs.length;
    updateSpecs((all) => [...all, specItem(emptySpec(), true)]);
  };
  useEffect(() => {
    const index = focusNew.current;
    if (index === null || index >= specs.length) return;
    focusNew.current = null;
    focusField(`spec-${index}`);
  }, [specs.length]);
  // A few imported cards open to be read; a whole collection arrives closed (each shows its verdict pill).
  const onImport = useCallback(
    (raws: string[]) => updateSpecs((all) => [...all, ...raws.map((raw) => specItem(raw, raws.length <= 3))]),
    [updateSpecs],
  );
  const onReplaceSpec = useCallback(
    (previousRaw: string, nextRaw: string) =>
      updateSpecs((all) => {
        const at = all.findIndex((s) => s.raw === previousRaw);
        return at === -1 ? all : all.map((s, i) => (i === at ? { ...s, raw: nextRaw } : s));
      }),
    [updateSpecs],
  );

  const kept = specs.filter((_, i) => verdicts.get(i)?.status === "kept").length;
  const dropped = specs.filter((_, i) => verdicts.get(i)?.status === "dropped").length;
  const listErrors = errorsFor(fieldErrors, "specs");
  return (
    <Section
      id="subagents"
      title="Subagents"
      description={
        specs.length === 0
          ? "No subagents yet. Each subagent gets a subset of the main agent's tools."
          : `${specs.length} spec${specs.length === 1 ? "" : "s"}: ${kept} kept, ${dropped} dropped. Checked in order; the first spec with a name wins.`
      }
    >
      {specs.length > 0 ? (
        <ol className="space-y-3" aria-label="Subagent specs">
          {specs.map((item, index) => (
            <SpecCard
              key={item.key}
              item={item}
              index={index}
              count={specs.length}
              verdict={verdicts.get(index)}
              previewPending={previewPending && !verdicts.has(index)}
              errors={errorsFor(fieldErrors, `specs.${index}`)}
              defaultModel={defaultModel}
              toolGroups={toolGroups}
              focusAfterMove={focusAfterMove}
              onChange={onChange}
              onMove={onMove}
              onDuplicate={onDuplicate}
              onRemove={onRemove}
            />
          ))}
        </ol>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {listErrors && !specs.some((_, i) => errorsFor(fieldErrors, `specs.${i}`)) ? (
        <p className="text-sm text-red-700">{listErrors.join(" ")}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={add}>Add subagent</Button>
        <Button ref={pasteButton} onClick={() => setPasting(true)} aria-expanded={pasting}>
          Paste many subagents
        </Button>
      </div>
      {pasting ? (
        <Suspense fallback={<p className="text-xs text-slate-600">Loading…</p>}>
          <BulkPastePanel existing={specs.map((s) => s.raw)} onAdd={onImport} onClose={closePaste} />
        </Suspense>
      ) : null}
      {/* Routing preview (components/studio/routing-preview.tsx, issue 13) goes here, under the specs it ranks. */}
      <ImportExportDisclosure
        expertId={expertId}
        specs={specs.map((s) => s.raw)}
        onImport={onImport}
        onReplaceSpec={onReplaceSpec}
      />
    </Section>
  );
});
