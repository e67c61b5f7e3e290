"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { secondaryButton } from "./fields";

type Props = { open: boolean; title: string; children: ReactNode; confirmLabel: string; confirmClass: string; onConfirm: () => void; onCancel: () => void };

/** A modal confirmation on the native <dialog> (focus trap and Escape for free). */
export function ConfirmDialog({ open, title, children, confirmLabel, confirmClass, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} aria-labelledby="confirm-title" onCancel={onCancel} className="m-auto max-w-md rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40">
      {open ? (
        <div className="space-y-3 p-5">
        <h2 id="confirm-title" className="text-base font-semibold">{title}</h2>
        <div className="space-y-2 text-sm text-slate-700">{children}</div>
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" className={secondaryButton} onClick={onCancel}>Cancel</button>
          <button type="button" className={confirmClass} onClick={onConfirm}>{confirmLabel}</button>
        </div>
        </div>
      ) : null}
    </dialog>
  );
}
