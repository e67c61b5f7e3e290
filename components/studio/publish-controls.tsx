"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { ComparisonSummary } from "@/lib/server/evaluations/studio-runs";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import type { PublishDialog } from "./publish-dialogs";
import type { PublishContext } from "./publish-flows";

type Flows = typeof import("./publish-flows");

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

  const context: PublishContext = { expertId, version, router, onStatus, onVersion, onMessage };
  /** Runs one control's flow (its code loads on the first press). */
  const run = (flow: (flows: Flows) => Promise<void>) => {
    setDialog(null);
    startTransition(async () => {
      const flows = await import("./publish-flows").catch(() => null);
      if (flows) await flow(flows);
      else onMessage("This could not be loaded. Check the connection and try again.", "error");
    });
  };
  const publish = () => run((f) => f.publish(context, evaluation?.draftRunId ?? null));
  // rules §16: publishing changes first shows the evaluation set on the draft against the live version.
  const askToPublish = () => {
    // Going public (first publish, or again after unpublishing) always asks, saying who will see it (GPT builder's publish dialog).
    if (!(published && live)) return setDialog("publish");
    run(async (f) => {
      const comparison = await f.compare(context);
      if (comparison === undefined) return;
      setEvaluation(comparison);
      if (comparison || warnings.length > 0) setDialog("publish");
      else await f.publish(context, null);
    });
  };
  const unpublish = () => run((f) => f.unpublish(context));
  const discard = () => run((f) => f.discard(context));
  const remove = () => run((f) => f.remove(context));

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
