"use client";

import { useEffect, useState } from "react";
import { previewLiveAction } from "@/lib/actions/expert-versions";
import type { Injection } from "@/lib/domain/injection";
import type { VersionState } from "@/lib/server/studio/expert-versions";
import { PreviewPanel } from "./preview-panel";
import { SavedAgo } from "./saved-ago";

type DraftPreview = { injection: Injection | null; pending: boolean; error: string | null };
type LiveResult = { key: string; injection: Injection | null; error: string | null };

/** The Studio preview: the draft by default, with a switch to the live version, saying which one runtimes get today (rules §10). */
export function VersionedPreview({
  expertId,
  draft,
  state,
  embedded,
  savedAt,
  dirty,
}: {
  expertId: string;
  /** When the draft was last saved, and whether this form holds unsaved edits: the draft's name says both. */
  savedAt?: Date;
  dirty?: boolean;
  draft: DraftPreview;
  state: VersionState | null | undefined;
  /** Inside the narrow-screen drawer, which carries the title itself. */
  embedded?: boolean;
}) {
  const [view, setView] = useState<"draft" | "live">("draft");
  const [live, setLive] = useState<LiveResult | null>(null);
  const latest = state?.latest ?? null;
  const key = latest ? `${expertId}:${latest.number}` : "";
  const showLive = view === "live" && latest !== null;

  useEffect(() => {
    if (!showLive) return;
    let cancelled = false;
    previewLiveAction({ expertId })
      .then(
        (r) =>
          !cancelled &&
          setLive(
            r.status === "ok"
              ? { key, injection: r.injection, error: null }
              : { key, injection: null, error: r.message },
          ),
      )
      .catch(() => !cancelled && setLive({ key, injection: null, error: "The preview could not be loaded." }));
    return () => {
      cancelled = true;
    };
  }, [showLive, expertId, key]);

  const current = live?.key === key ? live : null;
  const toolbar = (
    <div className="space-y-1 text-xs">
      <div
        role="radiogroup"
        aria-label="Version to preview"
        className="inline-flex rounded-md border border-slate-300 p-0.5"
      >
        {(["draft", "live"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={(v === "live") === showLive}
            disabled={v === "live" && !latest}
            onClick={() => setView(v)}
            className={`rounded px-2 py-0.5 font-medium disabled:opacity-40 ${(v === "live") === showLive ? "bg-indigo-600 text-white" : "text-slate-700"}`}
          >
            {v === "draft" ? (
              <>Draft ({dirty ? "unsaved edits" : savedAt ? <SavedAgo at={savedAt} /> : "saved"})</>
            ) : latest ? (
              `Live v${latest.number}`
            ) : (
              "Live (none yet)"
            )}
          </button>
        ))}
      </div>
      <p className="text-slate-600">
        {state?.served
          ? `Runtimes get Live v${state.served.number} today.`
          : "Runtimes get nothing today: it is not published. Only you see the draft."}
      </p>
    </div>
  );
  if (!showLive) return <PreviewPanel {...draft} toolbar={toolbar} embedded={embedded} />;
  return (
    <PreviewPanel
      injection={current?.injection ?? null}
      pending={current === null}
      error={current?.error ?? null}
      toolbar={toolbar}
      embedded={embedded}
    />
  );
}
