"use client";

import { useId, useState } from "react";
import type { ImportReportEntry, ImportStatus } from "@/lib/domain/claude-code/import-report";
import { Button } from "@/components/ui/button";
import type { TransferNote } from "@/lib/domain/claude-code/notes";

export type ReviewedEntry = ImportReportEntry & { fixable: boolean };

const FILTERS: { value: ImportStatus | "all"; label: string }[] = [
  { value: "all", label: "All" },
  { value: "imported", label: "Imported" },
  { value: "notes", label: "Imported with notes" },
  { value: "refused", label: "Refused" },
  { value: "skipped", label: "Skipped" },
];
const STATUS_TEXT: Record<ImportStatus, { text: string; className: string }> = {
  imported: { text: "Imported", className: "bg-emerald-50 text-emerald-800" },
  notes: { text: "Imported with notes", className: "bg-amber-50 text-amber-900" },
  refused: { text: "Refused", className: "bg-red-50 text-red-800" },
  skipped: { text: "Skipped", className: "bg-slate-100 text-slate-700" },
};
const SEVERITY_LABEL = { info: "Translated", warning: "Warning", error: "Problem" } as const;
const SEVERITY_CLASS = { info: "text-slate-600", warning: "text-amber-900", error: "text-red-700" } as const;

type Props = { entries: ReviewedEntry[]; onFix: (entry: ReviewedEntry, note: TransferNote) => void };

/** The per-file report of an import, filterable by outcome, with one-click name fixes. */
export function ImportResultList({ entries, onFix }: Props) {
  const [filter, setFilter] = useState<ImportStatus | "all">("all");
  const legend = useId();
  const count = (value: ImportStatus | "all") =>
    value === "all" ? entries.length : entries.filter((e) => e.status === value).length;
  const shown = filter === "all" ? entries : entries.filter((e) => e.status === filter);
  return (
    <div className="space-y-3">
      <fieldset aria-labelledby={legend} className="flex flex-wrap items-center gap-2 text-sm">
        <legend id={legend} className="sr-only">
          Show files
        </legend>
        <span aria-hidden className="text-slate-600">
          Show:
        </span>
        {FILTERS.map((f) => (
          <label
            key={f.value}
            className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-slate-300 px-3 py-1 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500"
          >
            <input
              type="radio"
              name={`${legend}-filter`}
              value={f.value}
              checked={filter === f.value}
              onChange={() => setFilter(f.value)}
              className="sr-only"
            />
            {f.label} ({count(f.value)})
          </label>
        ))}
      </fieldset>
      {/* Focusable so that keyboard users can scroll a long report (a repository lists dozens of files). */}
      <ul
        aria-label="Imported files"
        tabIndex={0}
        className="max-h-[32rem] space-y-2 overflow-y-auto rounded-md focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        {shown.map((entry) => (
          <li key={entry.file} className="rounded-md border border-slate-200 p-2 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs break-all">{entry.file}</span>
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_TEXT[entry.status].className}`}>
                {STATUS_TEXT[entry.status].text}
              </span>
              {entry.name !== null ? (
                <span className="text-slate-700">
                  as <strong>{entry.name}</strong>
                </span>
              ) : null}
              {entry.plugin ? <span className="text-xs text-slate-600">plugin {entry.plugin}</span> : null}
            </p>
            {entry.notes.length > 0 ? (
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {entry.notes.map((note, j) => (
                  <li key={j} className={SEVERITY_CLASS[note.severity]}>
                    {/* A skipped file's line says why it was skipped; "Translated" would say something false. */}
                    {entry.status === "skipped" && note.severity === "info" ? null : (
                      <span className="font-medium">{SEVERITY_LABEL[note.severity]}: </span>
                    )}
                    {note.message}
                    {note.fix && entry.fixable ? (
                      <Button size="xs" onClick={() => onFix(entry, note)} className="ml-2">
                        Rename to {note.fix.name}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : entry.status === "imported" ? (
              <p className="mt-1 text-slate-600">Everything was carried over.</p>
            ) : null}
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="text-sm text-slate-600">No files in this group.</p> : null}
    </div>
  );
}
