"use client";

import { lazy, Suspense } from "react";
import type { ComboboxGroup } from "@/components/ui/combobox";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SpecFormFields as Fields } from "@/lib/domain/spec-form";
import type { SubagentReportEntry } from "@/lib/domain/subagents/resolve-subagents";
import type { SpecItem } from "./editor-state";
import { SpecFormFields } from "./spec-form-fields";
import { SpecVerdict } from "./spec-verdict";

// Raw JSON editing is the rarer path: its code loads when a card switches to it.
const RawJsonEditor = lazy(() => import("./raw-json-editor").then((m) => ({ default: m.RawJsonEditor })));

type Props = {
  item: SpecItem;
  index: number;
  /** The spec read as the form's fields, or null when it is not a JSON object. */
  form: Fields | null;
  formAvailable: boolean;
  verdict: SubagentReportEntry | undefined;
  previewPending: boolean;
  blank?: boolean;
  errors?: string[];
  defaultModel: string;
  toolGroups: readonly ComboboxGroup[];
  onChange: (next: Partial<SpecItem>) => void;
  onApply: (from: string, to: string) => void;
};

/** An open spec card: the spec as a form or as raw JSON, its errors, and the harness verdict with its fixes. */
export function SpecCardBody({
  item,
  index,
  form,
  formAvailable,
  verdict,
  previewPending,
  blank,
  errors,
  defaultModel,
  toolGroups,
  onChange,
  onApply,
}: Props) {
  const n = index + 1;
  return (
    <>
      <Tabs value={item.mode} onValueChange={(mode) => onChange({ mode: mode as SpecItem["mode"] })}>
        <TabsList aria-label={`Edit subagent ${n} as`}>
          <TabsTrigger
            value="form"
            disabled={!formAvailable}
            title={formAvailable ? undefined : "Not a JSON object: edit it as raw JSON"}
          >
            Form
          </TabsTrigger>
          <TabsTrigger value="raw">Raw JSON</TabsTrigger>
        </TabsList>
        <TabsContent value="form" className="mt-3">
          {form ? (
            <SpecFormFields
              idPrefix={`spec-${index}`}
              form={form}
              raw={item.raw}
              defaultModel={defaultModel}
              toolGroups={toolGroups}
              onRaw={(raw) => onChange({ raw })}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="raw" className="mt-3">
          <Suspense fallback={<p className="text-xs text-slate-600">Loading the JSON editor…</p>}>
            <RawJsonEditor id={`spec-${index}-raw`} value={item.raw} onChange={(raw) => onChange({ raw })} />
          </Suspense>
        </TabsContent>
      </Tabs>
      {errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          Not saved: {errors.join(" ")}
        </p>
      ) : null}
      <div className="border-t border-slate-100 pt-2" aria-live="polite">
        <SpecVerdict entry={verdict} pending={previewPending} onApply={onApply} blank={blank} />
      </div>
    </>
  );
}
