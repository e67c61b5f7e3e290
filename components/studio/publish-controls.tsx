"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, useTransition } from "react";
import { deleteExpertAction, setPublishedAction } from "@/lib/actions/expert-edits";
import { publishComparisonAction } from "@/lib/actions/evaluations";
import { discardChangesAction, publishChangesAction } from "@/lib/actions/expert-versions";
import { Button } from "@/components/ui/button";
import type { ComparisonSummary } from "@/lib/server/evaluations/studio-runs";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import type { PublishDialog } from "./publish-dialogs";

// Closed on arrival: the confirmations (and the dialog under them) load when one first opens.
const PublishDialogs = lazy(() => import("./publish-dialogs").then((m) => ({ default: m.PublishDialogs })));

type Props = {
  expertId: string;
  version: number;
  status: "draft" | "published";
  dirty: boolean;
  /** Reasons to think twice before publishing (every spec dropped, no instructions). */
  warnings: string[];
  /** Said in the first publish dialog: whether other Experts' models may be offered it. */
  delegatable: boolean;
  /** rules §10: the live versions; absent means the editor was opened without them (treated as never published). */
  versions?: VersionState | null;
  onStatus: (status: "draft" | "published") => void;
  onVersion?: (version: number) => void;
  onMessage: (message: string, tone: "ok" | "error") => void;
};

export function PublishControls({
  expertId,
  version,
  status,
  dirty,
  warnings,
  delegatable,
  versions,
  onStatus,
  onVersion,
  onMessage,
}: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [dialog, setDialog] = useState<PublishDialog | null>(null);
  const [evaluation, setEvaluation] = useState<ComparisonSummary | null>(null);
  const live = versions?.latest ?? null;
  const hasChanges = (versions?.changes.length ?? 0) > 0;
  const published = status === "published";
  // Published with nothing new: the draft is the live version, so there is nothing to publish.
  const canPublish = !dirty && (!published || !live || hasChanges);

  const publish = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await publishChangesAction({ expertId, version, evaluationRunId: evaluation?.draftRunId ?? null });
      if (result.status === "ok") {
        onVersion?.(result.version);
        onStatus("published");
        onMessage(
          `Published as Live v${result.number}: it is listed in the marketplace, and runtimes get it from now on.`,
          "ok",
        );
        router.refresh();
      } else onMessage(result.message, "error");
    });
  };
  // rules §16: publishing changes first shows the evaluation set on the draft against the live version.
  const askToPublish = () => {
    // Going public (first publish, or again after unpublishing) always asks, saying who will see it (GPT builder's publish dialog).
    if (!(published && live)) return setDialog("publish");
    startTransition(async () => {
      const compared = await publishComparisonAction({ expertId });
      if (compared.status !== "ok") return onMessage(compared.message, "error");
      setEvaluation(compared.comparison);
      if (compared.comparison || warnings.length > 0) setDialog("publish");
      else publish();
    });
  };
  const unpublish = () => {
    setDialog(null);
    startTransition(async () => {
      const result = await setPublishedAction({ expertId, version, published: false });
      if (result.status === "ok") {
        onStatus("draft");
        onMessage(
          "Unpublished: it is a draft again. It has left the marketplace and every roster; its live versions are kept.",
          "ok",
        );
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
        onClick={askToPublish}
      >
        {published && live ? "Publish changes" : "Publish"}
      </Button>
      {live && hasChanges ? (
        <Button size="sm" disabled={pending} onClick={() => setDialog("discard")}>
          Discard changes
        </Button>
      ) : null}
      {published ? (
        <Button size="sm" disabled={pending} onClick={() => setDialog("unpublish")}>
          Unpublish
        </Button>
      ) : null}
      <Button size="sm" variant="danger-outline" disabled={pending} onClick={() => setDialog("delete")}>
        Delete
      </Button>
      {dirty ? (
        <span id="publish-hint" className="text-xs text-slate-600">
          Save your changes before publishing.
        </span>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <PublishDialogs
            dialog={dialog}
            going={published && live ? "changes" : "public"}
            delegatable={delegatable}
            evaluation={evaluation}
            warnings={warnings}
            liveNumber={live?.number}
            dirty={dirty}
            onPublish={publish}
            onUnpublish={unpublish}
            onDiscard={discard}
            onDelete={remove}
            onCancel={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
