"use client";

import { useState, useTransition } from "react";
import { restoreVersionAction } from "@/app/studio/[expertId]/actions";
import type { SnapshotChange } from "@/lib/domain/expert-snapshot";
import { ConfirmDialog } from "./confirm-dialog";
import { smallButton } from "./fields";
import { Section } from "./section";
import { primaryButton } from "@/components/ui/button-classes";

export type HistoryItem = { id: string; createdAt: string; action: string; version: number; actorName: string | null; changes: SnapshotChange[]; restorable: boolean };

const ACTIONS: Record<string, string> = {
  create: "Created", save: "Saved", publish: "Published", unpublish: "Unpublished", restore: "Restored an earlier version",
  "builtin.on": "Switched a builtin on", "builtin.off": "Switched a builtin off", delete: "Deleted",
};

const show = (v: unknown) => {
  if (v === null || v === undefined || v === "") return "(empty)";
  const text = typeof v === "string" ? v : JSON.stringify(v);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

export function HistorySection({ expertId, version, items, dirty, onMessage }: {
  expertId: string;
  version: number;
  items: HistoryItem[];
  dirty: boolean;
  onMessage: (message: string, tone: "ok" | "error") => void;
}) {
  const [pending, startTransition] = useTransition();
  const [target, setTarget] = useState<HistoryItem | null>(null);
  const restore = (item: HistoryItem) => {
    setTarget(null);
    startTransition(async () => {
      const result = await restoreVersionAction({ expertId, auditEventId: item.id, version });
      // A full reload puts the restored configuration into every field and the preview.
      if (result.status === "ok") window.location.reload();
      else onMessage(result.message, "error");
    });
  };
  return (
    <Section id="history" title="History" description="Every change is recorded. Restoring saves the recorded configuration as a new version (slug and status stay as they are).">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              <div className="flex items-center justify-between gap-2">
                <p>
                  <span className="font-medium">{ACTIONS[item.action] ?? item.action}</span>{" "}
                  <span className="text-slate-600">
                    · version {item.version} · {item.actorName ?? "someone"} · <time dateTime={item.createdAt}>{item.createdAt.slice(0, 19).replace("T", " ")} UTC</time>
                  </span>
                </p>
                {item.restorable ? (
                  <button type="button" className={smallButton} disabled={pending} onClick={() => setTarget(item)} aria-label={`Restore the configuration after this change (${item.createdAt.slice(0, 19).replace("T", " ")})`}>
                    Restore
                  </button>
                ) : null}
              </div>
              {item.changes.length > 0 && item.action !== "create" ? (
                <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
                  {item.changes.map((c) => (
                    <li key={c.field}>
                      <code className="font-semibold">{c.field}</code>: <span className="text-red-800 line-through decoration-red-300">{show(c.before)}</span> →{" "}
                      <span className="text-emerald-800">{show(c.after)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Restore this version?"
        confirmLabel="Restore"
        confirmClass={primaryButton}
        onConfirm={() => target && restore(target)}
        onCancel={() => setTarget(null)}>
        <p>The configuration recorded at this point becomes the current one, as a new version.</p>
        {dirty ? <p className="font-medium text-amber-800">Your unsaved changes will be lost.</p> : null}
      </ConfirmDialog>
    </Section>
  );
}
