"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteExpertAction, setPublishedAction } from "@/app/studio/[expertId]/actions";
import { discardChangesAction, publishChangesAction } from "@/app/studio/[expertId]/version-actions";
import { primaryButton } from "@/components/ui/button-classes";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import { ConfirmDialog } from "./confirm-dialog";
import { dangerButton, secondaryButton } from "./fields";

type Props = {
  expertId: string;
  version: number;
  status: "draft" | "published";
  dirty: boolean;
  /** Reasons to think twice before publishing (every spec dropped, no instructions). */
  warnings: string[];
  /** SPEC §10: the live versions; absent means the editor was opened without them (treated as never published). */
  versions?: VersionState | null;
  onStatus: (status: "draft" | "published") => void;
  onVersion?: (version: number) => void;
  onMessage: (message: string, tone: "ok" | "error") => void;
};

export function PublishControls({ expertId, version, status, dirty, warnings, versions, onStatus, onVersion, onMessage }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<"publish" | "discard" | "delete" | null>(null);
  const live = versions?.latest ?? null;
  const hasChanges = (versions?.changes.length ?? 0) > 0;
  const published = status === "published";
  // Published with nothing new: the draft is the live version, so there is nothing to publish.
  const canPublish = !dirty && (!published || !live || hasChanges);

  const publish = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await publishChangesAction(expertId, version);
      if (result.status === "ok") {
        onVersion?.(result.version);
        onStatus("published");
        onMessage(`Published: it is listed in the marketplace. Runtimes get live version ${result.number} from now on.`, "ok");
        router.refresh();
      } else onMessage(result.message, "error");
    });
  };
  const unpublish = () => {
    startTransition(async () => {
      const result = await setPublishedAction(expertId, version, false);
      if (result.status === "ok") {
        onStatus("draft");
        onMessage("Unpublished: it is a draft again. It has left the marketplace and every roster; its live versions are kept.", "ok");
        router.refresh();
      } else onMessage(result.message, "error");
    });
  };
  const discard = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await discardChangesAction(expertId, version);
      // A full reload puts the live configuration into every field and the preview.
      if (result.status === "ok") window.location.reload();
      else onMessage(result.message, "error");
    });
  };
  const remove = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await deleteExpertAction(expertId);
      if (result.status === "ok") router.push("/studio");
      else onMessage(result.message, "error");
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={primaryButton}
        disabled={pending || !canPublish}
        title={dirty ? "Save your changes first" : !canPublish ? "No unpublished changes" : undefined}
        onClick={() => (warnings.length > 0 ? setDialog("publish") : publish())}>
        {published && live ? "Publish changes" : "Publish"}
      </button>
      {live && hasChanges ? (
        <button type="button" className={secondaryButton} disabled={pending} onClick={() => setDialog("discard")}>
          Discard changes
        </button>
      ) : null}
      {published ? (
        <button type="button" className={secondaryButton} disabled={pending} onClick={unpublish}>
          Unpublish
        </button>
      ) : null}
      <button type="button" className={`${secondaryButton} text-red-700`} disabled={pending} onClick={() => setDialog("delete")}>
        Delete
      </button>
      {dirty ? <span className="text-xs text-slate-600">Save your changes before publishing.</span> : null}
      <ConfirmDialog
        open={dialog === "publish"}
        title="Publish anyway?"
        confirmLabel="Publish anyway"
        confirmClass={primaryButton}
        onConfirm={publish}
        onCancel={() => setDialog(null)}>
        <ul className="list-disc space-y-1 pl-5">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "discard"}
        title="Discard the unpublished changes?"
        confirmLabel="Discard changes"
        confirmClass={dangerButton}
        onConfirm={discard}
        onCancel={() => setDialog(null)}>
        <p>The draft becomes live version {live?.number} again. The discarded draft stays in the history.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved edits in this form are lost too.</p> : null}
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
