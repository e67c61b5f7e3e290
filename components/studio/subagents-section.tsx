"use client";

import type { ReactNode } from "react";
import { serializeSpec } from "@/lib/domain/expert-draft";
import { emptySpec, readSpecForm } from "@/lib/domain/spec-form";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import { specKey, type SpecItem } from "./editor-state";
import { errorsFor, secondaryButton } from "./fields";
import { Section } from "./section";
import { SpecCard, TOOL_OPTIONS_ID } from "./spec-card";

type Props = {
  specs: SpecItem[];
  onChange: (specs: SpecItem[]) => void;
  verdicts: Map<number, SubagentReportEntry>;
  previewPending: boolean;
  surfaceTools: string[];
  defaultModel: string;
  fieldErrors?: Record<string, string[]>;
  /** Claude Code import/export (components/studio/subagent-import-export.tsx), above the list. */
  importExportSlot?: ReactNode;
};

export function SubagentsSection({ specs, onChange, verdicts, previewPending, surfaceTools, defaultModel, fieldErrors, importExportSlot }: Props) {
  const replace = (index: number, item: SpecItem) => onChange(specs.map((s, i) => (i === index ? item : s)));
  const move = (index: number, delta: -1 | 1) => {
    const next = [...specs];
    const [item] = next.splice(index, 1);
    next.splice(index + delta, 0, item);
    onChange(next);
  };
  const duplicate = (index: number) => {
    const source = specs[index];
    const form = readSpecForm(source.raw);
    // A copy with the same name would be dropped as a duplicate, so the form copy gets a new one.
    const raw = form ? serializeSpec({ ...JSON.parse(source.raw), name: `${form.name}_copy` }) : source.raw;
    onChange([...specs.slice(0, index + 1), { ...source, key: specKey(), raw }, ...specs.slice(index + 1)]);
  };
  const kept = specs.filter((_, i) => verdicts.get(i)?.status === "kept").length;
  const dropped = specs.filter((_, i) => verdicts.get(i)?.status === "dropped").length;

  return (
    <Section
      id="subagents"
      title="Subagents"
      description={
        specs.length === 0
          ? "No subagents yet. Each subagent gets a subset of the main agent's tools."
          : `${specs.length} spec${specs.length === 1 ? "" : "s"}: ${kept} kept, ${dropped} dropped. Checked in order; the first spec with a name wins.`
      }
      actions={
        <div className="flex shrink-0 gap-2">
          <button type="button" className={secondaryButton} onClick={() => onChange([...specs, { key: specKey(), raw: emptySpec(), mode: "form" }])}>
            Add subagent
          </button>
        </div>
      }>
      {importExportSlot}
      <datalist id={TOOL_OPTIONS_ID}>
        {surfaceTools.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {specs.length > 0 ? (
        <ol className="space-y-3" aria-label="Subagent specs">
          {specs.map((item, index) => (
            <SpecCard
              key={item.key}
              item={item}
              index={index}
              count={specs.length}
              verdict={verdicts.get(index)}
              previewPending={previewPending}
              errors={errorsFor(fieldErrors, `specs.${index}`)}
              defaultModel={defaultModel}
              onChange={(next) => replace(index, next)}
              onMove={(delta) => move(index, delta)}
              onDuplicate={() => duplicate(index)}
              onRemove={() => onChange(specs.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
      ) : null}
      {errorsFor(fieldErrors, "specs") && !specs.some((_, i) => errorsFor(fieldErrors, `specs.${i}`)) ? (
        <p className="text-sm text-red-700">{errorsFor(fieldErrors, "specs")!.join(" ")}</p>
      ) : null}
    </Section>
  );
}
