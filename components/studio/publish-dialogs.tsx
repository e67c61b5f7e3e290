"use client";

import { ConfirmDialog } from "@/components/ui/dialog";

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
};

/** The publish controls' confirmations; loaded when one first opens, like the dialog itself. */
export function PublishDialogs({ dialog, warnings, liveNumber, dirty, onPublish, onDiscard, onDelete, onCancel }: Props) {
  if (dialog === "publish") {
    return (
      <ConfirmDialog open title="Publish anyway?" confirmLabel="Publish anyway" onConfirm={onPublish} onCancel={onCancel}>
        <ul className="list-disc space-y-1 pl-5">
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
