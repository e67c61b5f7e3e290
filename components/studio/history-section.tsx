"use client";

import { lazy, memo, Suspense, useState, useTransition } from "react";
import { restoreVersionAction } from "@/lib/actions/expert-edits";
import { Button } from "@/components/ui/button";
import type { HistoryItem } from "@/lib/domain/history-entry";
import { Badge } from "@/components/ui/badge";
import { liveName } from "@/lib/domain/saved-ago";
import { Section } from "./section";

const RestoreDialog = lazy(() => import("./version-dialogs").then((m) => ({ default: m.RestoreDialog })));

const when = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

type Props = {
  expertId: string;
  version: number;
  items: HistoryItem[];
  dirty: boolean;
  onRestored: () => Promise<void>;
  onMessage: (message: string, tone: "ok" | "error") => void;
};

export const HistorySection = memo(function HistorySection({
  expertId,
  version,
  items,
  dirty,
  onRestored,
  onMessage,
}: Props) {
  const [pending, startTransition] = useTransition();
  const [target, setTarget] = useState<HistoryItem | null>(null);
  const restore = (item: HistoryItem) => {
    setTarget(null);
    startTransition(async () => {
      const result = await restoreVersionAction({ expertId, auditEventId: item.id, version });
      if (result.status === "ok") {
        void onRestored();
        onMessage(
          `Restored: the draft is now as it was after the change of ${when(item.createdAt)}. Save or publish as usual.`,
          "ok",
        );
      } else onMessage(result.message, "error");
    });
  };
  return (
    <Section
      id="history"
      title="History"
      description="Every draft save and every publication is recorded. Restoring makes an earlier draft the current one (slug and status stay as they are; publish to make it live)."
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {items.map((item, i) => {
            // The newest entry that made the current draft: restoring it would change nothing.
            const current =
              item.makesVersion && item.version === version && items.findIndex((x) => x.makesVersion) === i;
            return (
              <li key={item.id} className={item.liveNumber ? "border-l-4 border-emerald-500 py-3 pl-3" : "py-3"}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0">
                    {item.liveNumber ? (
                      <>
                        <Badge tone="published">Published as {liveName(item.liveNumber)}</Badge>{" "}
                      </>
                    ) : null}
                    {current ? (
                      <>
                        <Badge tone="neutral">Current draft</Badge>{" "}
                      </>
                    ) : null}
                    <span className="font-medium">{item.title}</span>{" "}
                    <span className="text-slate-600">
                      · {item.actorName ?? "someone"} · <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
                    </span>
                  </p>
                  {item.restorable && !current ? (
                    <Button
                      size="xs"
                      disabled={pending}
                      onClick={() => setTarget(item)}
                      aria-label={`Restore the draft as it was after the change of ${when(item.createdAt)}`}
                    >
                      Restore
                    </Button>
                  ) : null}
                </div>
                {item.changes.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-xs break-words text-slate-700">
                    {item.changes.map((c) => (
                      <li key={c.field}>
                        <span className="font-semibold">{c.label}</span>:{" "}
                        <span className="text-red-800 line-through decoration-red-300">{c.before}</span> →{" "}
                        <span className="text-emerald-800">{c.after}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {target ? (
        <Suspense fallback={null}>
          <RestoreDialog
            when={when(target.createdAt)}
            dirty={dirty}
            onConfirm={() => restore(target)}
            onCancel={() => setTarget(null)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
});
