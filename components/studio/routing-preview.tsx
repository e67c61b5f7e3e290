"use client";

import { lazy, Suspense, useState } from "react";
import { previewSubagentRoutingAction, type RoutingPreviewState } from "@/lib/actions/subagent-routing";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { TextAreaField } from "@/components/ui/field";
import { useDebouncedAction } from "@/components/ui/use-debounced-action";
import { RankedCandidates } from "@/components/routing/ranked-candidates";

// Drawn only when some descriptions nearly repeat each other, so its code loads then.
const OverlapGroupsView = lazy(() => import("./overlap-groups-view").then((m) => ({ default: m.OverlapGroupsView })));

const DEBOUNCE_MS = 400;
const couldNotLoad = (): RoutingPreviewState => ({
  status: "error",
  code: "internal:unexpected",
  message: "The routing preview could not be loaded. Try again.",
});

/** rules §11: the draft's kept subagents (builtins included) ranked for a sample message. */
export function RoutingPreview({ expertId, draft }: { expertId: string; draft: PreviewDraft }) {
  const [message, setMessage] = useState("");
  // Only the newest request may paint: typing runs ahead of the server.
  const { answer, loading } = useDebouncedAction({
    input: { ...draft, expertId, message },
    run: previewSubagentRoutingAction,
    delayMs: DEBOUNCE_MS,
    onThrow: couldNotLoad,
  });
  const shown = answer?.value ?? null;

  return (
    <section
      aria-labelledby="routing-preview-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="routing-preview-heading" className="text-base font-semibold text-slate-900">
          Routing preview
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Which kept subagent a message points to, judged by the words of its name and description, and which two
          descriptions compete.
        </p>
      </div>
      <TextAreaField
        id="routing-sample"
        label="Sample message"
        rows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder="e.g. Find every liability clause in this contract"
      />
      {message.trim() ? (
        <p className="text-xs">
          {/* rules §16: a sample worth keeping becomes an evaluation case. */}
          <a
            href={`/studio/${expertId}/evaluations?message=${encodeURIComponent(message.slice(0, 4_000))}`}
            className="text-indigo-700 hover:underline"
          >
            Make an evaluation case from this message
          </a>
        </p>
      ) : null}
      <p aria-live="polite" className="min-h-4 text-xs text-slate-600">
        {loading ? "Ranking…" : ""}
      </p>
      {shown?.status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {shown.message}
        </p>
      ) : null}
      {shown?.status === "ok" ? (
        shown.kept === 0 ? (
          <p className="text-sm text-slate-600">No subagent is kept, so there is nothing to route to.</p>
        ) : (
          <>
            <RankedCandidates
              preview={shown.routing}
              message={message}
              noun="subagent"
              fields="name and description"
              listLabel="Ranked subagents"
            />
            {shown.groups.length > 0 ? (
              <Suspense fallback={null}>
                <OverlapGroupsView groups={shown.groups} threshold={shown.routing.threshold} />
              </Suspense>
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}
