"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { setUserDisabledAction, setUserRoleAction, type UserActionResult } from "@/lib/actions/admin-users";
import { secondaryButton } from "./section-card";

type Props = {
  user: {
    id: string;
    email: string;
    name: string;
    role: "user" | "admin";
    disabled: boolean;
    isViewer: boolean;
    sessions: number;
  };
};

export function UserRowActions({ user }: Props) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<Pick<UserActionResult, "status" | "message"> | null>(null);
  const run = (action: () => Promise<UserActionResult>) =>
    startTransition(async () => {
      try {
        setResult(await action());
      } catch {
        setResult({ status: "error", message: "Could not reach the server; nothing was changed." });
      }
    });
  const nextRole = user.role === "admin" ? "user" : "admin";
  const [confirming, setConfirming] = useState(false);
  const disable = () => {
    setConfirming(false);
    run(() => setUserDisabledAction({ userId: user.id, disabled: true }));
  };
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          className={secondaryButton}
          aria-label={`${nextRole === "admin" ? "Make admin" : "Remove admin role"}: ${user.email}`}
          onClick={() => run(() => setUserRoleAction({ userId: user.id, role: nextRole }))}
        >
          {nextRole === "admin" ? "Make admin" : "Remove admin"}
        </button>
        <button
          type="button"
          disabled={pending}
          className={secondaryButton}
          aria-label={`${user.disabled ? "Enable" : "Disable"} account: ${user.email}`}
          onClick={() =>
            user.disabled ? run(() => setUserDisabledAction({ userId: user.id, disabled: false })) : setConfirming(true)
          }
        >
          {user.disabled ? "Enable" : "Disable"}
        </button>
      </div>
      <DisableDialog open={confirming} user={user} onConfirm={disable} onCancel={() => setConfirming(false)} />
      <p
        role="status"
        aria-live="polite"
        className={`text-xs ${result?.status === "error" ? "text-red-700" : "text-slate-700"}`}
      >
        {pending ? "Saving…" : result?.message}
      </p>
    </div>
  );
}

/** Disabling ends every session of the account at once: the admin confirms, knowing what it ends. */
function DisableDialog({
  open,
  user,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  user: Props["user"];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  const titleId = `disable-${user.id}-title`;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="m-auto max-w-md rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      {open ? (
        <div className="space-y-3 p-5 text-sm">
          <h2 id={titleId} className="text-base font-semibold">
            Disable {user.name}?
          </h2>
          <p>
            {user.email} will be signed out everywhere at once
            {user.sessions > 0 ? ` (${user.sessions} open session${user.sessions === 1 ? "" : "s"} end now)` : ""} and
            cannot sign in again until an admin enables the account. Their harness API requests are refused with 403
            from now on.
          </p>
          <p>Their Experts, access and settings are kept; enabling the account restores everything.</p>
          <div className="flex justify-end gap-2 pt-2">
            <button type="button" className={secondaryButton} onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="rounded-md bg-red-700 px-3 py-2 text-sm font-medium text-white hover:bg-red-800"
              onClick={onConfirm}
            >
              Disable {user.email}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
