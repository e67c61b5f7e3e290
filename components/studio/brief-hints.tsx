"use client";

import { useEffect, useState } from "react";
import type { BriefHint } from "@/lib/domain/brief-hints";

/** The saved brief and its hints, worked out on the server: the hints' code loads only once the brief is edited. */
export type SavedBriefHints = { brief: string; hints: BriefHint[] };

type BriefHintsOf = (brief: string) => BriefHint[];

/** rules §11: what the delegation brief says and misses, as hints that never block saving or publishing. */
export function BriefHints({ brief, saved }: { brief: string; saved: SavedBriefHints }) {
  const edited = brief !== saved.brief;
  const [hintsOf, setHintsOf] = useState<BriefHintsOf | null>(null);
  useEffect(() => {
    if (edited && !hintsOf) void import("@/lib/domain/brief-hints").then((m) => setHintsOf(() => m.briefHints));
  }, [edited, hintsOf]);
  // Until the code has loaded, the hints of the saved brief stay (a moment, on the first edit).
  const hints = edited && hintsOf ? hintsOf(brief) : saved.hints;
  return (
    <div
      aria-labelledby="brief-hints-heading"
      role="group"
      className="rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id="brief-hints-heading" className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Brief hints (never blocking)
      </h3>
      <ul aria-label="Brief hints" className="space-y-1 text-sm">
        {hints.map((h) => (
          <li key={h.id} className={h.ok === null ? "text-slate-700" : h.ok ? "text-emerald-800" : "text-amber-900"}>
            <span aria-hidden="true" className="mr-1">
              {h.ok === null ? "i" : h.ok ? "✓" : "!"}
            </span>
            <span className="sr-only">{h.ok === null ? "Note: " : h.ok ? "Done: " : "Hint: "}</span>
            {h.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
