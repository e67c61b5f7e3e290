"use client";

import { PublishComparison } from "@/components/evaluations/publish-comparison";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { ComparisonSummary } from "@/lib/server/evaluations/studio-runs";

export type PublishDialog = "publish" | "discard" | "delete";

type Props = {
  dialog: PublishDialog;
  warnings: string[];
  liveNumber: number | undefined;
  dirty: boolean;
  onPublish: () => void;
  onDiscard: () => void;
  onDelete: () => void;
  onCancel: () => void;
  /** SPEC §16: the evaluation set on the draft against the live version, when the Expert has one. */
  evaluation?: ComparisonSummary | null;
};

/** The publish controls' confirmations; loaded when one first opens, like the dialog itself. */
export function PublishDialogs({ dialog, warnings, liveNumber, dirty, onPublish, onDiscard, onDelete, onCancel, evaluation }: Props) {
  if (dialog === "publish") {
    const anyway = warnings.length > 0 || evaluation?.confirm;
    return (
      <ConfirmDialog
        open
        title={evaluation?.confirm ? "Routing got worse: publish anyway?" : anyway ? "Publish anyway?" : "Publish these changes?"}
        confirmLabel={anyway ? "Publish anyway" : "Publish changes"}
        onConfirm={onPublish}
        onCancel={onCancel}>
        {evaluation ? <PublishComparison comparison={evaluation} /> : null}
        {evaluation && warnings.length > 0 ? <p className="font-medium">Also:</p> : null}
        <ul className="list-disc space-y-1 pl-5 empty:hidden">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </ConfirmDialog>
    );
  }
  if (dialog === "discard") {
    return (
      <ConfirmDialog open title="Discard the unpublished changes?" confirmLabel="Discard changes" confirmVariant="danger" onConfirm={onDiscard} onCancel={onCancel}>
        <p>The draft becomes live version {liveNumber} again. The discarded draft stays in the history.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved edits in this form are lost too.</p> : null}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog open title="Delete this Expert?" confirmLabel="Delete Expert" confirmVariant="danger" onConfirm={onDelete} onCancel={onCancel}>
      <p>It leaves the marketplace and every roster at once. Users who bought it keep their record of the purchase; its history is kept.</p>
      {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
    </ConfirmDialog>
  );
}
