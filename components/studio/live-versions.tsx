"use client";

import { lazy, Suspense, useState, useTransition } from "react";
import { rollbackAction } from "@/lib/actions/expert-versions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { LiveVersionSummary, VersionState } from "@/lib/server/studio/expert-versions";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

const RollbackDialog = lazy(() => import("./version-dialogs").then((m) => ({ default: m.RollbackDialog })));

/** Every live version, newest first; an earlier one can be published again (Roll back) after a confirmation naming it. */
export function LiveVersions({
  expertId,
  version,
  state,
  onMessage,
}: {
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
                <span className="font-medium">Live v{v.number}</span>{" "}
                {current ? <Badge tone="published">Runtimes get this</Badge> : null}{" "}
                <span className="text-slate-600">
                  · {v.publishedBy ?? "someone"} · <time dateTime={v.publishedAt}>{when(v.publishedAt)}</time>
                  {v.rolledBackFrom !== null ? ` · a roll back to Live v${v.rolledBackFrom}` : ""}
                </span>
              </p>
              {current ? null : (
                <Button
                  size="xs"
                  disabled={pending}
                  onClick={() => setTarget(v)}
                  aria-label={`Roll back to Live v${v.number}`}
                >
                  Roll back
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {target ? (
        <Suspense fallback={null}>
          <RollbackDialog
            number={target.number}
            publishedAt={target.publishedAt}
            onConfirm={() => rollback(target)}
            onCancel={() => setTarget(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
