"use client";

import type { SectionProps } from "./basic-sections";
import { BriefHints } from "./brief-hints";
import { errorsFor, TextAreaField } from "./fields";
import { Section } from "./section";

/** Humans read the description; models read the brief (or the description when there is none). */
export function DelegationSection({ draft, update, fieldErrors }: SectionProps) {
  const modelSees = draft.delegationBrief.trim() || draft.description.trim();
  return (
    <Section id="delegation" title="Delegation" description="Whether other Experts may hand tasks to this one, and what their models are told.">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" checked={draft.delegatable} onChange={(e) => update({ delegatable: e.target.checked })} />
        Other Experts may delegate to this Expert
      </label>
      <TextAreaField
        id="delegationBrief"
        label="Delegation brief (for models)"
        rows={4}
        value={draft.delegationBrief}
        hint="Say what it accepts, what it produces, and what it does not accept. Leave blank to use the description."
        onChange={(e) => update({ delegationBrief: e.target.value })}
        errors={errorsFor(fieldErrors, "delegationBrief")}
      />
      <BriefHints brief={draft.delegationBrief} />
      <div className="grid gap-3 sm:grid-cols-2">
        <figure className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">What humans see</figcaption>
          <p className="whitespace-pre-wrap text-sm text-slate-800">{draft.description.trim() || <em className="text-slate-500">No description yet.</em>}</p>
        </figure>
        <figure className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">What models see</figcaption>
          <p className="whitespace-pre-wrap font-mono text-xs text-slate-800">
            - {draft.slug}: {modelSees || <em className="text-slate-500">(empty brief)</em>}
          </p>
          {!draft.delegatable ? <p className="mt-2 text-xs text-amber-800">Not delegatable: no roster will offer it.</p> : null}
        </figure>
      </div>
    </Section>
  );
}
