"use client";

import { useState, useTransition } from "react";
import { setUserDisabledAction, setUserRoleAction, type UserActionResult } from "@/lib/actions/admin-users";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-dialogs";

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
        <Button
          size="sm"
          disabled={pending}
          aria-label={`${nextRole === "admin" ? "Make admin" : "Remove admin role"}: ${user.email}`}
          onClick={() => run(() => setUserRoleAction({ userId: user.id, role: nextRole }))}
        >
          {nextRole === "admin" ? "Make admin" : "Remove admin"}
        </Button>
        <Button
          size="sm"
          disabled={pending}
          aria-label={`${user.disabled ? "Enable" : "Disable"} account: ${user.email}`}
          onClick={() =>
            user.disabled ? run(() => setUserDisabledAction({ userId: user.id, disabled: false })) : setConfirming(true)
          }
        >
          {user.disabled ? "Enable" : "Disable"}
        </Button>
      </div>
      {/* Disabling ends every session of the account at once: the admin confirms, knowing what it ends. */}
      <LazyConfirmDialog
        open={confirming}
        title={`Disable ${user.name}?`}
        confirmLabel={`Disable ${user.email}`}
        confirmVariant="danger"
        onConfirm={disable}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {user.email} will be signed out everywhere at once
          {user.sessions > 0 ? ` (${user.sessions} open session${user.sessions === 1 ? "" : "s"} end now)` : ""} and
          cannot sign in again until an admin enables the account. Their harness API requests are refused with 403 from
          now on.
        </p>
        <p>Their Experts, access and settings are kept; enabling the account restores everything.</p>
      </LazyConfirmDialog>
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
