"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { removeAccessAction } from "@/lib/actions/library-access";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";

/** "Remove from library", confirmed first: the Expert leaves the user's rosters until added again. */
export function RemoveAccessButton({ expertId, name }: { expertId: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const remove = () => {
    setOpen(false);
    startTransition(async () => {
      const result = await removeAccessAction({ expertId });
      if (result.status === "ok") router.refresh();
      else setError(result.message);
    });
  };
  return (
    <span className="flex flex-col items-end gap-1">
      <Button
        variant="danger-outline"
        size="xs"
        disabled={pending}
        aria-label={`Remove ${name} from library`}
        onClick={() => setOpen(true)}
      >
        {pending ? "Removing…" : "Remove from library"}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove ${name} from your library?`}
        confirmLabel="Remove"
        confirmVariant="danger"
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p className="[overflow-wrap:anywhere]">
          You will no longer be able to run it, and your Experts will stop calling on it. You can add it again from the
          marketplace.
        </p>
      </ConfirmDialog>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
