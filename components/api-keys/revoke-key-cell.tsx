"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-dialogs";
import type { ApiKeySummary } from "@/lib/server/api-keys/manage";
import type { RevokeKeyAction, RevokeKeyResult } from "./types";

type Props = {
  apiKey: Pick<ApiKeySummary, "id" | "name" | "prefix" | "owner" | "state">;
  revoke: RevokeKeyAction;
  showOwner: boolean;
};

/**
 * Revoke, after a confirmation that says what it ends. The cell stays mounted when the row turns
 * "revoked", so the answer stays in view beside it.
 */
export function RevokeKeyCell({ apiKey, revoke, showOwner }: Props) {
  const [asking, setAsking] = useState(false);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<Pick<RevokeKeyResult, "status" | "message"> | null>(null);
  const confirm = () => {
    setAsking(false);
    startTransition(async () => {
      try {
        setResult(await revoke({ keyId: apiKey.id }));
      } catch {
        setResult({ status: "error", message: "Could not reach the server; the key was not revoked." });
      }
    });
  };
  return (
    <div className="space-y-1">
      {apiKey.state === "active" ? (
        <Button
          variant="danger-outline"
          size="sm"
          disabled={pending}
          aria-label={`Revoke ${apiKey.name} (${apiKey.prefix})`}
          onClick={() => setAsking(true)}
        >
          Revoke
        </Button>
      ) : null}
      <LazyConfirmDialog
        open={asking}
        title={`Revoke “${apiKey.name}”?`}
        confirmLabel="Revoke key"
        confirmVariant="danger"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>
          Anything that sends <code className="font-mono">{apiKey.prefix}…</code>
          {showOwner ? ` (${apiKey.owner}'s)` : ""} is refused with 401 from its next request, on every instance.
        </p>
        <p>
          This cannot be undone. To replace a key without a gap, create the new one, put it in use, then revoke this
          one.
        </p>
      </LazyConfirmDialog>
      <p
        role="status"
        aria-live="polite"
        className={`text-xs ${result?.status === "error" ? "text-red-700" : "text-slate-700"}`}
      >
        {pending ? "Revoking…" : result?.message}
      </p>
    </div>
  );
}
