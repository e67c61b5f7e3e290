"use client";

import clsx from "clsx";
import { lazy, memo, Suspense } from "react";
import { Button } from "@/components/ui/button";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";
import { SectionNav } from "./section-nav";
import type { SaveOutcome } from "./use-editor-draft";

// Shown only after a refused save, so its code loads then.
const ConflictNotice = lazy(() => import("./conflict-notice").then((m) => ({ default: m.ConflictNotice })));

type Props = {
  dirty: boolean;
  saving: boolean;
  outcome: SaveOutcome | null;
  onSave: () => void;
  onDiscard: () => void;
  onReload: (stored: EditorExpert) => void;
  onOverwrite: (stored: EditorExpert) => void;
  /** Shown below the wide breakpoint, where the preview is a drawer. */
  onOpenPreview?: () => void;
  /** Sections holding a problem of the last refused save: marked in the section nav. */
  problemSections?: ReadonlySet<string>;
};

function stateOf({ dirty, saving, outcome }: Props): { text: string; tone: "ok" | "warn" | "error" | "idle" } {
  if (saving) return { text: "Saving…", tone: "idle" };
  if (outcome?.kind === "conflict") return { text: outcome.message, tone: "error" };
  if (outcome?.kind === "error") return { text: outcome.message, tone: "error" };
  if (outcome?.kind === "merged") return { text: outcome.message, tone: "warn" };
  if (dirty) return { text: "Unsaved changes", tone: "warn" };
  if (outcome?.kind === "saved") return { text: "Draft saved.", tone: "ok" };
  return { text: "All changes saved in the draft", tone: "idle" };
}

const TONE = { ok: "text-emerald-800", warn: "text-amber-900", error: "text-red-800", idle: "text-slate-700" } as const;
const DOT = { ok: "bg-emerald-500", warn: "bg-amber-500", error: "bg-red-600", idle: "bg-slate-400" } as const;

/** Sticky at the top of the editor: the save state, Save and Discard, and the section links. */
export const SaveBar = memo(function SaveBar(props: Props) {
  const { dirty, saving, outcome, onSave, onDiscard, onReload, onOverwrite, onOpenPreview, problemSections } = props;
  const state = stateOf(props);
  return (
    <div className="sticky top-0 z-30 -mx-4 space-y-2 border-b border-slate-200 bg-white px-4 py-2 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          aria-live="polite"
          className={clsx("flex min-w-0 items-center gap-2 text-sm font-medium", TONE[state.tone])}
        >
          <span aria-hidden className={clsx("h-2 w-2 shrink-0 rounded-full", DOT[state.tone])} />
          <span className="min-w-0">{state.text}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {onOpenPreview ? (
            <Button size="sm" onClick={onOpenPreview}>
              Preview
            </Button>
          ) : null}
          <Button size="sm" disabled={!dirty || saving} onClick={onDiscard}>
            Discard
          </Button>
          <Button
            size="sm"
            variant="primary"
            disabled={!dirty || saving}
            onClick={onSave}
            aria-keyshortcuts="Control+S Meta+S"
            title="Save (Ctrl+S)"
          >
            {saving ? "Saving…" : "Save changes"}
          </Button>
        </div>
      </div>
      {outcome?.kind === "conflict" ? (
        <Suspense fallback={null}>
          <ConflictNotice outcome={outcome} onReload={onReload} onOverwrite={onOverwrite} />
        </Suspense>
      ) : null}
      <SectionNav problems={problemSections} />
    </div>
  );
});
