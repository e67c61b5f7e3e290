"use client";

import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { ComboboxGroup } from "@/components/ui/combobox";
import { MODEL_CATALOG } from "@/lib/domain/catalog";
import { MAX_SPEC_LENGTH, specTextLength } from "@/lib/domain/expert-draft-shape";
import { writeSpecField, type SpecFormFields as Fields } from "@/lib/domain/spec-form";
import { ToolPicker } from "./tool-picker";

type Props = {
  idPrefix: string;
  form: Fields;
  raw: string;
  defaultModel: string;
  toolGroups: readonly ComboboxGroup[];
  onRaw: (raw: string) => void;
};

/** The five fields of a spec as a form; every other key of the raw spec is kept as authored. */
const required = (label: string) => (
  <>
    {label} <span className="text-xs font-normal text-slate-600">(required)</span>
  </>
);

export function SpecFormFields({ idPrefix, form, raw, defaultModel, toolGroups, onRaw }: Props) {
  const set = <F extends keyof Fields>(field: F, value: Fields[F]) => onRaw(writeSpecField(raw, field, value));
  const length = specTextLength(raw);
  const models = [...MODEL_CATALOG, ...(form.model && !MODEL_CATALOG.includes(form.model) ? [form.model] : [])];
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          label={required("Name")}
          aria-required
          className="font-mono"
          value={form.name}
          onChange={(e) => set("name", e.target.value)}
        />
        <SelectField
          id={`${idPrefix}-model`}
          label="Model"
          value={form.model}
          onChange={(e) => set("model", e.target.value)}
        >
          <option value="">Inherit default ({defaultModel})</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        id={`${idPrefix}-description`}
        label={required("Description")}
        aria-required
        rows={2}
        hint="Tells the main agent when to dispatch here."
        value={form.description}
        dir="auto"
        onChange={(e) => set("description", e.target.value)}
      />
      <TextAreaField
        id={`${idPrefix}-prompt`}
        label={required("System prompt")}
        aria-required
        rows={4}
        className="font-mono"
        value={form.system_prompt}
        onChange={(e) => set("system_prompt", e.target.value)}
      />
      <ToolPicker
        id={`${idPrefix}-tools`}
        tools={form.tools}
        groups={toolGroups}
        onChange={(tools) => set("tools", tools)}
      />
      <p className={length > MAX_SPEC_LENGTH ? "text-xs font-medium text-red-700" : "text-xs text-slate-600"}>
        This spec: {length.toLocaleString("en")} / {MAX_SPEC_LENGTH.toLocaleString("en")} characters of text.
      </p>
    </div>
  );
}
