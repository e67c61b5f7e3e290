"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteExpertAction, setPublishedAction } from "@/app/studio/[expertId]/actions";
import { discardChangesAction, publishChangesAction } from "@/app/studio/[expertId]/version-actions";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-dialogs";
import type { VersionState } from "@/lib/server/studio/expert-versions";

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
      const result = await publishChangesAction({ expertId, version });
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
      const result = await setPublishedAction({ expertId, version, published: false });
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
      const result = await discardChangesAction({ expertId, version });
      // A full reload puts the live configuration into every field and the preview.
      if (result.status === "ok") window.location.reload();
      else onMessage(result.message, "error");
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
      <Button
        variant="primary"
        size="sm"
        disabled={pending || !canPublish}
        aria-describedby={dirty ? "publish-hint" : undefined}
        title={dirty ? "Save your changes first" : !canPublish ? "No unpublished changes" : undefined}
        onClick={() => (warnings.length > 0 ? setDialog("publish") : publish())}>
        {published && live ? "Publish changes" : "Publish"}
      </Button>
      {live && hasChanges ? (
        <Button size="sm" disabled={pending} onClick={() => setDialog("discard")}>
          Discard changes
        </Button>
      ) : null}
      {published ? (
        <Button size="sm" disabled={pending} onClick={unpublish}>
          Unpublish
        </Button>
      ) : null}
      <Button size="sm" variant="danger-outline" disabled={pending} onClick={() => setDialog("delete")}>
        Delete
      </Button>
      {dirty ? <span id="publish-hint" className="text-xs text-slate-600">Save your changes before publishing.</span> : null}
      <ConfirmDialog open={dialog === "publish"} title="Publish anyway?" confirmLabel="Publish anyway" onConfirm={publish} onCancel={() => setDialog(null)}>
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
        confirmVariant="danger"
        onConfirm={discard}
        onCancel={() => setDialog(null)}>
        <p>The draft becomes live version {live?.number} again. The discarded draft stays in the history.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved edits in this form are lost too.</p> : null}
      </ConfirmDialog>
      <ConfirmDialog open={dialog === "delete"} title="Delete this Expert?" confirmLabel="Delete Expert" confirmVariant="danger" onConfirm={remove} onCancel={() => setDialog(null)}>
        <p>It leaves the marketplace and every roster at once. Users who bought it keep their record of the purchase; its history is kept.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
      </ConfirmDialog>
    </div>
  );
}
