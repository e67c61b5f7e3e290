"use client";

import { useState, useTransition } from "react";
import { rollbackAction } from "@/app/studio/[expertId]/version-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-dialogs";
import type { LiveVersionSummary, VersionState } from "@/lib/server/studio/expert-versions";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Every live version, newest first; an earlier one can be published again (Roll back) after a confirmation naming it. */
export function LiveVersions({ expertId, version, state, onMessage }: {
  expertId: string;
  version: number;
  state: VersionState;
  onMessage: (message: string, tone: "ok" | "error") => void;
}) {
  const [pending, startTransition] = useTransition();
  const [target, setTarget] = useState<LiveVersionSummary | null>(null);
  if (state.versions.length === 0) return null;
  const rollback = (v: LiveVersionSummary) => {
    setTarget(null);
    startTransition(async () => {
      const result = await rollbackAction({ expertId, version, number: v.number });
      // A reload shows the new live version everywhere (header, diff, history, preview).
      if (result.status === "ok") window.location.reload();
      else onMessage(result.message, "error");
    });
  };
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">Live versions</h3>
      <ol aria-label="Live versions" className="divide-y divide-slate-100 text-sm">
        {state.versions.map((v) => {
          const current = state.served?.number === v.number;
          return (
            <li key={v.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="min-w-0">
                <span className="font-medium">Live version {v.number}</span>{" "}
                {current ? <Badge tone="published">Runtimes get this</Badge> : null}{" "}
                <span className="text-slate-600">
                  · {v.publishedBy ?? "someone"} · <time dateTime={v.publishedAt}>{when(v.publishedAt)}</time>
                  {v.rolledBackFrom !== null ? ` · roll back to version ${v.rolledBackFrom}` : ""}
                </span>
              </p>
              {current ? null : (
                <Button size="xs" disabled={pending} onClick={() => setTarget(v)} aria-label={`Roll back to live version ${v.number}`}>
                  Roll back
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={target !== null}
        title={`Roll back to live version ${target?.number ?? ""}?`}
        confirmLabel={`Publish version ${target?.number ?? ""} again`}
        onConfirm={() => target && rollback(target)}
        onCancel={() => setTarget(null)}>
        <p>
          Live version {target?.number} ({target ? when(target.publishedAt) : ""}) is published again as a new live version, and runtimes get it at
          once. Your draft stays as it is.
        </p>
      </ConfirmDialog>
    </div>
  );
}
