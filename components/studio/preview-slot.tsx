"use client";

import { lazy, memo, Suspense, useSyncExternalStore, type ComponentProps } from "react";
import { LazySheet as Sheet } from "@/components/ui/lazy-dialogs";
import type { Injection } from "@/lib/domain/injection";
import type { VersionState } from "@/lib/server/studio/expert-versions";

// The preview renders nothing useful before its first answer, so its code loads after the form
// (only in the browser: the server and hydration render the placeholder).
const LazyVersionedPreview = lazy(() => import("./versioned-preview").then((m) => ({ default: m.VersionedPreview })));
const loadingPreview = (
  <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">Loading the preview…</p>
);
const noSubscription = () => () => {};

function VersionedPreview(props: ComponentProps<typeof LazyVersionedPreview>) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={loadingPreview}>
      <LazyVersionedPreview {...props} />
    </Suspense>
  ) : (
    loadingPreview
  );
}

export const WIDE_QUERY = "(min-width: 1280px)";

/** Whether the preview fits beside the form; the server renders the wide layout. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(WIDE_QUERY);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

type DraftPreview = { injection: Injection | null; pending: boolean; error: string | null };
type Props = {
  wide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expertId: string;
  /** The draft's preview; the live version's is fetched by the preview's own switch. */
  draft: DraftPreview;
  versions: VersionState | null | undefined;
  savedAt: Date;
  dirty: boolean;
};

/** Beside the form on wide screens (sticky below the save bar); a drawer from the save bar's Preview button otherwise. */
export const PreviewSlot = memo(function PreviewSlot({
  wide,
  open,
  onOpenChange,
  expertId,
  draft,
  versions,
  savedAt,
  dirty,
}: Props) {
  if (wide) {
    return (
      // Focusable so the preview can be scrolled from the keyboard.
      <div
        tabIndex={0}
        className="sticky top-28 max-h-[calc(100vh-8rem)] overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <VersionedPreview expertId={expertId} draft={draft} state={versions} savedAt={savedAt} dirty={dirty} />
      </div>
    );
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Live preview">
      <VersionedPreview expertId={expertId} draft={draft} state={versions} savedAt={savedAt} dirty={dirty} embedded />
    </Sheet>
  );
});
