"use client";

import { memo, useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { EvaluationCase } from "@/lib/domain/evaluations/cases";
import { exportCsv, exportJsonl, formatOfFileName, type ImportFormat } from "@/lib/domain/evaluations/transfer";
import type { ImportOutcome } from "@/lib/server/evaluations/evaluation-import";
import { importCasesFile } from "./case-requests";

type Pending = { file: File; format: ImportFormat; outcome: ImportOutcome };

/** JSONL and CSV in and out. A file with refused rows is imported only after the creator confirms, with the rows named. */
export const ImportExport = memo(function ImportExport({
  expertId,
  slug,
  cases,
  dirty,
  onImported,
  onMessage,
}: {
  expertId: string;
  slug: string;
  cases: EvaluationCase[];
  dirty: boolean;
  onImported: (cases: EvaluationCase[]) => void;
  onMessage: (text: string, tone: "ok" | "error") => void;
}) {
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [waiting, setWaiting] = useState<Pending | null>(null);

  // The file goes to the server as it is, read there as it streams; a confirmation sends it again.
  const send = (file: File, format: ImportFormat, confirm: boolean) =>
    startTransition(async () => {
      const result = await importCasesFile(expertId, file, format, confirm);
      if (!result.ok) return onMessage(result.message, "error");
      const outcome = result.body;
      if (!outcome.saved) return setWaiting({ file, format, outcome });
      setWaiting(null);
      onMessage(
        `Imported ${outcome.imported} cases from ${file.name}${outcome.refused.length ? `; ${outcome.refused.length} rows were left out` : ""}.`,
        "ok",
      );
      onImported(outcome.cases);
    });

  const download = (format: ImportFormat) => {
    const blob = new Blob([format === "csv" ? exportCsv(cases) : exportJsonl(cases)], {
      type: format === "csv" ? "text/csv" : "application/x-ndjson",
    });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${slug}-evaluations.${format}`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-xl">
          <TextField
            id={`${id}-file`}
            label="Import a JSONL or CSV file"
            hint={
              <>
                The imported cases replace the set. JSONL: one {"{"}&quot;message&quot;, &quot;expect&quot;{"}"} per
                line. CSV: columns message,expect with subagent:name, delegate:slug or none.
                {dirty ? " Unsaved edits here are replaced too." : ""}
              </>
            }
            type="file"
            accept=".jsonl,.ndjson,.json,.csv,text/csv,application/x-ndjson"
            disabled={pending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) send(file, formatOfFileName(file.name), false);
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={cases.length === 0} onClick={() => download("jsonl")}>
            Export JSONL
          </Button>
          <Button size="sm" disabled={cases.length === 0} onClick={() => download("csv")}>
            Export CSV
          </Button>
        </div>
      </div>
      {waiting ? (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">
            {waiting.outcome.refused.length} {waiting.outcome.refused.length === 1 ? "row" : "rows"} of{" "}
            {waiting.file.name} cannot be imported; {waiting.outcome.good} can.
          </p>
          <ul className="max-h-48 list-disc overflow-y-auto pl-5">
            {waiting.outcome.refused.slice(0, 100).map((r) => (
              <li key={r.row}>
                Row {r.row}: {r.reason}
              </li>
            ))}
          </ul>
          {waiting.outcome.refused.length > 100 ? <p>And {waiting.outcome.refused.length - 100} more.</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="primary"
              size="sm"
              disabled={pending}
              onClick={() => send(waiting.file, waiting.format, true)}
            >
              Import the {waiting.outcome.good} good cases
            </Button>
            <Button size="sm" disabled={pending} onClick={() => setWaiting(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
});
