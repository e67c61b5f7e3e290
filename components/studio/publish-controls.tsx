"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteExpertAction, setPublishedAction } from "@/app/studio/[expertId]/actions";
import { primaryButton } from "@/components/ui/button-classes";
import { ConfirmDialog } from "./confirm-dialog";
import { dangerButton, secondaryButton } from "./fields";

type Props = {
  expertId: string;
  version: number;
  status: "draft" | "published";
  dirty: boolean;
  /** Reasons to think twice before publishing (every spec dropped, no instructions). */
  warnings: string[];
  onStatus: (status: "draft" | "published") => void;
  onMessage: (message: string, tone: "ok" | "error") => void;
};

export function PublishControls({ expertId, version, status, dirty, warnings, onStatus, onMessage }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<"publish" | "delete" | null>(null);

  const setPublished = (publish: boolean) => {
    setDialog(null);
    startTransition(async () => {
      const result = await setPublishedAction({ expertId, version, published: publish });
      if (result.status === "ok") {
        onStatus(publish ? "published" : "draft");
        onMessage(publish ? "Published: it is listed in the marketplace." : "Unpublished: it is a draft again.", "ok");
        router.refresh();
      } else onMessage(result.message, "error");
    });
  };
  const remove = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await deleteExpertAction({ expertId });
      if (result.status === "ok") router.push("/studio");
      else onMessage(result.message, "error");
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === "draft" ? (
        <button
          type="button"
          className={primaryButton}
          disabled={pending || dirty}
          title={dirty ? "Save your changes first" : undefined}
          onClick={() => (warnings.length > 0 ? setDialog("publish") : setPublished(true))}>
          Publish
        </button>
      ) : (
        <button type="button" className={secondaryButton} disabled={pending} onClick={() => setPublished(false)}>
          Unpublish
        </button>
      )}
      <button type="button" className={`${secondaryButton} text-red-700`} disabled={pending} onClick={() => setDialog("delete")}>
        Delete
      </button>
      {dirty && status === "draft" ? <span className="text-xs text-slate-600">Save your changes before publishing.</span> : null}
      <ConfirmDialog
        open={dialog === "publish"}
        title="Publish anyway?"
        confirmLabel="Publish anyway"
        confirmClass={primaryButton}
        onConfirm={() => setPublished(true)}
        onCancel={() => setDialog(null)}>
        <ul className="list-disc space-y-1 pl-5">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "delete"}
        title="Delete this Expert?"
        confirmLabel="Delete Expert"
        confirmClass={dangerButton}
        onConfirm={remove}
        onCancel={() => setDialog(null)}>
        <p>It leaves the marketplace and every roster at once. Users who bought it keep their record of the purchase; its history is kept.</p>
      </ConfirmDialog>
    </div>
  );
}
