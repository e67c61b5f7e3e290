"use client";

import { PublishComparison } from "@/components/evaluations/publish-comparison";
import { ConfirmDialog } from "@/components/ui/dialog";
import type { ComparisonSummary } from "@/lib/server/evaluations/studio-runs";

export type PublishDialog = "publish" | "unpublish" | "discard" | "delete";

type Props = {
  dialog: PublishDialog;
  /** "public": it is not listed now (first publish, or after unpublishing); "changes": it is, and the draft replaces the live version. */
  going: "public" | "changes";
  delegatable: boolean;
  warnings: string[];
  liveNumber: number | undefined;
  dirty: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDiscard: () => void;
  onDelete: () => void;
  onCancel: () => void;
  /** rules §16: the evaluation set on the draft against the live version, when the Expert has one. */
  evaluation?: ComparisonSummary | null;
};

/** The publish controls' confirmations; loaded when one first opens, like the dialog itself. */
export function PublishDialogs({
  dialog,
  going,
  delegatable,
  warnings,
  liveNumber,
  dirty,
  onPublish,
  onUnpublish,
  onDiscard,
  onDelete,
  onCancel,
  evaluation,
}: Props) {
  if (dialog === "publish") {
    const anyway = warnings.length > 0 || evaluation?.confirm;
    const publicTitle = going === "public" ? "Publish to the marketplace?" : "Publish these changes?";
    return (
      <ConfirmDialog
        open
        title={evaluation?.confirm ? "Routing got worse: publish anyway?" : anyway ? "Publish anyway?" : publicTitle}
        confirmLabel={anyway ? "Publish anyway" : going === "public" ? "Publish" : "Publish changes"}
        onConfirm={onPublish}
        onCancel={onCancel}
      >
        {going === "public" ? (
          <ul className="list-disc space-y-1 pl-5">
            <li>Everyone signed in can find it in the marketplace and add it to their library.</li>
            <li>
              Runtimes get the saved draft as {liveNumber ? "its live version" : "Live v1"}; later edits stay in the
              draft until you publish them.
            </li>
            <li>
              {delegatable
                ? "Delegation is on: other Experts' models may be offered it for tasks that fit its brief (change this under Delegation)."
                : "Delegation is off: no other Expert will be offered it (change this under Delegation)."}
            </li>
            <li>Its slug is fixed while it is published.</li>
          </ul>
        ) : null}
        {going === "public" && warnings.length > 0 ? <p className="font-medium">Before you publish:</p> : null}
        {evaluation ? <PublishComparison comparison={evaluation} /> : null}
        {evaluation && warnings.length > 0 ? <p className="font-medium">Also:</p> : null}
        <ul className="list-disc space-y-1 pl-5 empty:hidden">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </ConfirmDialog>
    );
  }
  if (dialog === "unpublish") {
    return (
      <ConfirmDialog
        open
        title="Unpublish this Expert?"
        confirmLabel="Unpublish"
        confirmVariant="danger"
        onConfirm={onUnpublish}
        onCancel={onCancel}
      >
        <p>
          It leaves the marketplace and every user’s roster at once: no runtime gets it until you publish again. People
          who added it keep it in their library; its live versions and history are kept.
        </p>
      </ConfirmDialog>
    );
  }
  if (dialog === "discard") {
    return (
      <ConfirmDialog
        open
        title="Discard the unpublished changes?"
        confirmLabel="Discard changes"
        confirmVariant="danger"
        onConfirm={onDiscard}
        onCancel={onCancel}
      >
        <p>The draft becomes Live v{liveNumber} again. The discarded draft stays in the history.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved edits in this form are lost too.</p> : null}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      title="Delete this Expert?"
      confirmLabel="Delete Expert"
      confirmVariant="danger"
      onConfirm={onDelete}
      onCancel={onCancel}
    >
      <p>
        It leaves the marketplace and every roster at once. Users who bought it keep their record of the purchase; its
        history is kept.
      </p>
      {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
    </ConfirmDialog>
  );
}
