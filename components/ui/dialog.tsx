"use client";

import clsx from "clsx";
import { AlertDialog, Dialog } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button-classes";
import { shareDocumentNonce } from "./style-nonce";

// Before any dialog opens: its scroll lock's <style> needs the page's nonce.
shareDocumentNonce();

const overlay = "fixed inset-0 z-40 bg-slate-900/40";

type ConfirmProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A confirmation that must be answered: focus trapped and on Cancel first, Escape cancels, a click
 * outside does nothing, and on close focus goes back to what had it when the dialog opened (the
 * button that asked), as Radix does only for its own Trigger.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = "primary",
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-xl"
        >
          <AlertDialog.Title className="text-base font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="space-y-2 text-sm text-slate-700">{children}</div>
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <AlertDialog.Cancel className={buttonClass("secondary", "sm")}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(confirmVariant, "sm")} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  className?: string;
};

/** A modal panel sliding in from the right edge (the Studio's preview on narrow screens). */
export function Sheet({ open, onOpenChange, title, children, className }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          aria-describedby={undefined}
          className={clsx("fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl", className)}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close className={buttonClass("secondary", "sm")}>Close</Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
