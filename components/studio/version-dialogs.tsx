"use client";

import { ConfirmDialog } from "@/components/ui/dialog";

// The history's and the live versions' confirmations; loaded when one first opens, like the dialog itself.

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function RestoreDialog({ number, dirty, onConfirm, onCancel }: { number: number; dirty: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog open title="Restore this version?" confirmLabel="Restore" onConfirm={onConfirm} onCancel={onCancel}>
      <p>The configuration recorded after change #{number} becomes the current one, as a new version.</p>
      {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
    </ConfirmDialog>
  );
}

export function RollbackDialog({ number, publishedAt, onConfirm, onCancel }: { number: number; publishedAt: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog open title={`Roll back to live version ${number}?`} confirmLabel={`Publish version ${number} again`} onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        Live version {number} ({when(publishedAt)}) is published again as a new live version, and runtimes get it at once. Your draft stays as it is.
      </p>
    </ConfirmDialog>
  );
}
