"use client";

import { Button } from "@/components/ui/button";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";
import type { SaveOutcome } from "./use-editor-draft";

/** After a refused save: what changed on each side, and the way out (reload theirs, or keep mine and merge theirs in field by field). */
export function ConflictNotice({
  outcome,
  onReload,
  onOverwrite,
}: {
  outcome: Extract<SaveOutcome, { kind: "conflict" }>;
  onReload: (stored: EditorExpert) => void;
  onOverwrite: (stored: EditorExpert) => void;
}) {
  const list = (fields: string[]) =>
    fields.length > 0 ? fields.join(", ") : "nothing you can see here (only its version)";
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p>
        Changed since you opened it: <strong>{list(outcome.theirs)}</strong>.
      </p>
      <p>
        Your unsaved changes: <strong>{list(outcome.mine)}</strong>.
      </p>
      <p className="mt-1 text-xs">
        Keep mine keeps each field you changed and takes the other tab&apos;s changes to the fields you did not touch.
      </p>
      {outcome.stored ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="primary" onClick={() => onReload(outcome.stored!)}>
            Reload (drop my changes)
          </Button>
          <Button size="sm" onClick={() => onOverwrite(outcome.stored!)}>
            Keep mine, and take their other changes
          </Button>
        </div>
      ) : null}
    </div>
  );
}
