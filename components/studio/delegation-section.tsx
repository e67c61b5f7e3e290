"use client";

import { lazy, memo } from "react";
import { TextAreaField } from "@/components/ui/field";
import { TEXT_LIMITS } from "@/lib/domain/expert-draft-shape";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { Update } from "./basic-sections";
import { BriefHints, type SavedBriefHints } from "./brief-hints";
import type { EditorDraft } from "./editor-state";
import { draftFields } from "./fields";
import { Section } from "./section";
import { LazyDetails } from "./lazy-details";

const TestDelegationForm = lazy(() => import("./test-delegation").then((m) => ({ default: m.TestDelegationForm })));

type Props = Pick<EditorDraft, "delegatable" | "delegationBrief" | "description" | "slug"> & {
  expertId: string;
  savedBriefHints: SavedBriefHints;
  update: Update;
  fieldErrors?: FieldErrors;
};

/** Humans read the description; models read the brief (or the description when there is none). */
export const DelegationSection = memo(function DelegationSection({
  expertId,
  delegatable,
  delegationBrief,
  description,
  slug,
  savedBriefHints,
  update,
  fieldErrors,
}: Props) {
  const modelSees = delegationBrief.trim() || description.trim();
  return (
    <Section
      id="delegation"
      title="Delegation"
      description="Whether other Experts may hand tasks to this one, and what their models are told."
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={delegatable}
          onChange={(e) => update({ delegatable: e.target.checked })}
        />
        Other Experts may delegate to this Expert
      </label>
      <p className="-mt-2 text-xs text-slate-600">
        On by default for a new Expert: once it is published, other Experts’ models may be offered it for tasks that fit
        its brief. Switch it off to keep it for people only.
      </p>
      <TextAreaField
        id="delegationBrief"
        label="Delegation brief (for models)"
        rows={4}
        limit={TEXT_LIMITS.delegationBrief}
        {...draftFields(update, fieldErrors)("delegationBrief", delegationBrief)}
        dir="auto"
        hint="Say what it accepts, what it produces, and what it does not accept. Leave blank to use the description."
      />
      <BriefHints brief={delegationBrief} saved={savedBriefHints} />
      <div className="grid gap-3 md:grid-cols-2">
        <figure className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            What humans see
          </figcaption>
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800">
            {description.trim() || <em className="text-slate-600">No description yet.</em>}
          </p>
        </figure>
        <figure className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3">
          <figcaption className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            What models see
          </figcaption>
          <p className="font-mono text-xs break-words whitespace-pre-wrap text-slate-800">
            - {slug}: {modelSees || <em className="text-slate-600">(empty brief)</em>}
          </p>
          {!delegatable ? (
            <p className="mt-2 text-xs text-amber-800">Not delegatable: no roster will offer it.</p>
          ) : null}
        </figure>
      </div>
      <LazyDetails
        className="rounded-md border border-slate-200 p-3"
        summaryClassName="cursor-pointer text-sm font-medium text-slate-800"
        summary="Send a test delegation"
      >
        <TestDelegationForm expertId={expertId} slug={slug} />
      </LazyDetails>
    </Section>
  );
});
