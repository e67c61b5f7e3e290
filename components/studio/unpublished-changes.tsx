import type { VersionState } from "@/lib/server/studio/expert-versions";

/**
 * rules §10 "Unpublished changes": the saved draft against the live version, one readable line per field.
 * Rendered by the page on the server (it changes only with a save, which refreshes the page), so the
 * editor's JavaScript carries none of it; the editor adds the note about unsaved edits.
 */
export function UnpublishedChanges({ state }: { state: VersionState }) {
  const live = state.latest;
  if (!live) {
    return (
      <p className="text-sm text-slate-600">
        Never published: nothing reaches runtimes until you publish. Only you can preview the draft.
      </p>
    );
  }
  return (
    <div aria-labelledby="unpublished-heading" role="region" className="space-y-2">
      <h3 id="unpublished-heading" className="text-sm font-semibold text-slate-800">
        {state.changes.length === 0 ? "No unpublished changes" : "Unpublished changes"}
      </h3>
      {state.changes.length === 0 ? (
        <p className="text-sm text-slate-600">The saved draft is the same as Live v{live.number}.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            What the saved draft changes against Live v{live.number}.{" "}
            {state.served ? "Runtimes keep getting the live version until you publish." : ""}
          </p>
          <ul aria-label="Changes against the live version" className="space-y-1 text-xs text-slate-700">
            {state.changes.map((c) => (
              <li key={c.field}>
                <span className="font-semibold">{c.label}</span>:{" "}
                <span className="text-red-800 line-through decoration-red-300">{c.before}</span> →{" "}
                <span className="text-emerald-800">{c.after}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
