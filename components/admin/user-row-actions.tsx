"use client";

import { useState, useTransition } from "react";
import { setUserDisabledAction, setUserRoleAction, type UserActionResult } from "@/app/admin/users/actions";
import { secondaryButton } from "./section-card";

type Props = { user: { id: string; email: string; role: "user" | "admin"; disabled: boolean; isViewer: boolean } };

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
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          className={secondaryButton}
          aria-label={`${nextRole === "admin" ? "Make admin" : "Remove admin role"}: ${user.email}`}
          onClick={() => run(() => setUserRoleAction({ userId: user.id, role: nextRole }))}>
          {nextRole === "admin" ? "Make admin" : "Remove admin"}
        </button>
        <button
          type="button"
          disabled={pending}
          className={secondaryButton}
          aria-label={`${user.disabled ? "Enable" : "Disable"} account: ${user.email}`}
          onClick={() => run(() => setUserDisabledAction({ userId: user.id, disabled: !user.disabled }))}>
          {user.disabled ? "Enable" : "Disable"}
        </button>
      </div>
      <p role="status" aria-live="polite" className={`text-xs ${result?.status === "error" ? "text-red-700" : "text-slate-700"}`}>
        {pending ? "Saving…" : result?.message}
      </p>
    </div>
  );
}
