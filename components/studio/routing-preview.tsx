"use client";

import { useEffect, useRef, useState } from "react";
import { previewSubagentRoutingAction, type RoutingPreviewState } from "@/lib/actions/subagent-routing";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import { inputClass } from "@/components/ui/field";
import { RankedCandidates } from "@/components/routing/ranked-candidates";
import { OverlapGroupsView } from "./overlap-groups-view";

const DEBOUNCE_MS = 400;

/** rules §11: the draft's kept subagents (builtins included) ranked for a sample message. */
export function RoutingPreview({ expertId, draft }: { expertId: string; draft: PreviewDraft }) {
  const [message, setMessage] = useState("");
  const [shown, setShown] = useState<RoutingPreviewState | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const draftKey = JSON.stringify(draft);

  useEffect(() => {
    const request = ++latest.current;
    const timer = setTimeout(
      () =>
        void (async () => {
          setLoading(true);
          const state = await previewSubagentRoutingAction({
            ...(JSON.parse(draftKey) as PreviewDraft),
            expertId,
            message,
          }).catch((): RoutingPreviewState => ({
            status: "error",
            code: "internal:unexpected",
            message: "The routing preview could not be loaded. Try again.",
          }));
          // Only the newest request may paint: typing runs ahead of the server.
          if (request !== latest.current) return;
          setShown(state);
          setLoading(false);
        })(),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [expertId, draftKey, message]);

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
      <div className="space-y-1">
        <label htmlFor="routing-sample" className="block text-sm font-medium text-slate-700">
          Sample message
        </label>
        <textarea
          id="routing-sample"
          rows={2}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          className={inputClass}
          placeholder="e.g. Find every liability clause in this contract"
        />
      </div>
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
            <OverlapGroupsView groups={shown.groups} threshold={shown.routing.threshold} />
          </>
        )
      ) : null}
    </section>
  );
}
