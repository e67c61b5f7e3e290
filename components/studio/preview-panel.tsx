"use client";

import clsx from "clsx";
import type { ReactNode } from "react";
import type { Injection } from "@/lib/domain/injection";
import { PreviewBody } from "./preview-body";

/**
 * `embedded`: inside the narrow-screen drawer, which carries the title itself.
 * `toolbar`: the draft/live switch and which version runtimes get (rules §10).
 */
type Props = {
  injection: Injection | null;
  pending: boolean;
  error: string | null;
  embedded?: boolean;
  toolbar?: ReactNode;
};

/** What the harness will inject for this draft, straight from the harness path (never recomputed here). */
export function PreviewPanel({ injection, pending, error, embedded, toolbar }: Props) {
  return (
    <aside
      aria-labelledby={embedded ? undefined : "preview-heading"}
      aria-label={embedded ? "Live preview" : undefined}
      className={clsx("min-w-0 space-y-4 bg-white p-4", !embedded && "rounded-lg border border-slate-200 shadow-sm")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {embedded ? (
          <span />
        ) : (
          <h2 id="preview-heading" className="text-base font-semibold">
            Live preview
          </h2>
        )}
        <span role="status" aria-live="polite" className="text-xs text-slate-600">
          {pending
            ? "Updating…"
            : error
              ? "Preview unavailable"
              : injection
                ? `Up to date · ~${injection.tokens} tokens`
                : ""}
        </span>
      </div>
      {toolbar}
      {error ? <p className="rounded-md bg-red-50 p-2 text-sm text-red-800">{error}</p> : null}
      {injection ? (
        <PreviewBody injection={injection} />
      ) : !error ? (
        <p className="text-sm text-slate-600">Loading the preview…</p>
      ) : null}
    </aside>
  );
}
