"use client";

import { ConfirmDialog } from "@/components/ui/dialog";

// The history's and the live versions' confirmations; loaded when one first opens, like the dialog itself.

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function RestoreDialog({
  when: at,
  dirty,
  onConfirm,
  onCancel,
}: {
  when: string;
  dirty: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog open title="Restore this version?" confirmLabel="Restore" onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        The draft as it was after the change of {at} becomes the current draft. Live versions do not change until you
        publish.
      </p>
      {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
    </ConfirmDialog>
  );
}

export function RollbackDialog({
  number,
  publishedAt,
  onConfirm,
  onCancel,
}: {
  number: number;
  publishedAt: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={`Roll back to Live v${number}?`}
      confirmLabel={`Publish Live v${number} again`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Live v{number} ({when(publishedAt)}) is published again as a new live version, and runtimes get it at once. Your
        draft stays as it is.
      </p>
    </ConfirmDialog>
  );
}
