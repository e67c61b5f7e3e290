"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { importSubagentsAction, type ImportSubagentsResult } from "@/app/studio/[expertId]/subagent-transfer-actions";
import { primaryButton } from "@/components/ui/button-classes";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";
import { messagesUnder } from "@/lib/domain/field-errors";

type Props = { expertId: string; version: number; specCount: number };

const SEVERITY_LABEL = { info: "Translated", warning: "Warning", error: "Problem" } as const;
const SEVERITY_CLASS = { info: "text-slate-600", warning: "text-amber-800", error: "text-red-700" } as const;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Imports Claude Code subagent files (.md or .zip) into the Expert and links to the export. */
export function SubagentImportExport({ expertId, version, specCount }: Props) {
  const router = useRouter();
  const ids = { heading: useId(), input: useId(), hint: useId(), error: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<ImportSubagentsResult | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [savedVersion, setSavedVersion] = useState(version);
  const [pending, startTransition] = useTransition();
  const expectedVersion = Math.max(version, savedVersion);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("files") as HTMLInputElement;
    const chosen = Array.from(input.files ?? []);
    setResult(null);
    if (chosen.length === 0) return setClientError("Choose at least one .md or .zip file to import.");
    if (chosen.length > IMPORT_LIMITS.uploads) return setClientError(`Import at most ${IMPORT_LIMITS.uploads} files at a time.`);
    if (chosen.reduce((sum, f) => sum + f.size, 0) > IMPORT_LIMITS.uploadBytes) {
      return setClientError(`The files together are larger than ${IMPORT_LIMITS.uploadBytes / 1024} KB; import them in smaller batches.`);
    }
    setClientError(null);
    startTransition(async () => {
      const files = await Promise.all(chosen.map(async (f) => ({ name: f.name, content: toBase64(new Uint8Array(await f.arrayBuffer())), encoding: "base64" as const })));
      const outcome = await importSubagentsAction({ expertId, expectedVersion, files });
      setResult(outcome);
      if (outcome.status === "ok" && outcome.imported > 0) {
        setSavedVersion(outcome.version);
        formRef.current?.reset();
        router.refresh();
      }
    });
  }

  const serverFieldError = result?.status === "error" ? messagesUnder(result.fieldErrors, "files").join(" ") : "";
  const fieldError = clientError ?? (serverFieldError || undefined);
  return (
    <section aria-labelledby={ids.heading} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={ids.heading} className="text-lg font-semibold">Import and export (Claude Code)</h2>
      <form ref={formRef} onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={ids.input} className="block text-sm font-medium text-slate-700">Claude Code subagent files (.md or .zip)</label>
          <p id={ids.hint} className="text-sm text-slate-600">
            Markdown files with YAML frontmatter, as in <code>.claude/agents/</code>. Imported subagents are added after the existing ones.
          </p>
          <input
            id={ids.input}
            name="files"
            type="file"
            multiple
            accept=".md,.markdown,.zip,text/markdown,application/zip"
            aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={fieldError ? true : undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200"
          />
          {fieldError ? <p id={ids.error} className="text-sm text-red-700">{fieldError}</p> : null}
        </div>
        <button type="submit" className={primaryButton} disabled={pending}>{pending ? "Importing…" : "Import"}</button>
      </form>

      <div role="status" aria-live="polite" className="space-y-2 text-sm">
        {result ? <ImportReport result={result} /> : null}
      </div>

      <div className="border-t border-slate-100 pt-3 text-sm">
        {specCount > 0 ? (
          <p>
            <a href={`/studio/${encodeURIComponent(expertId)}/export`} download className="font-medium text-indigo-700 underline hover:text-indigo-900">
              Export all {specCount} subagent{specCount === 1 ? "" : "s"} as a .zip
            </a>
            <span className="text-slate-600"> — REPORT.md inside lists anything Claude Code has no equivalent for.</span>
          </p>
        ) : (
          <p className="text-slate-600">No subagents to export yet.</p>
        )}
      </div>
    </section>
  );
}

function ImportReport({ result }: { result: ImportSubagentsResult }) {
  const files = result.status === "ok" ? result.files : [];
  const skipped = files.filter((f) => f.imported === null).length;
  const imported = result.status === "ok" && result.imported > 0;
  return (
    <>
      <p className={imported ? "font-medium text-emerald-800" : "font-medium text-red-700"}>
        {result.status === "error"
          ? result.message
          : imported
            ? `Imported ${result.imported} subagent${result.imported === 1 ? "" : "s"}${skipped > 0 ? `; ${skipped} file${skipped === 1 ? "" : "s"} not imported` : ""}.`
            : "None of the files could be imported; nothing was changed."}
      </p>
      {files.length > 0 ? (
        <ul className="space-y-2">
          {files.map((file, i) => (
            <li key={`${file.file}-${i}`} className="rounded-md border border-slate-200 p-2">
              <p>
                <span className="font-mono">{file.file}</span>{" "}
                {file.imported !== null ? <span className="text-slate-700">imported as <strong>{file.imported}</strong></span> : <span className="text-red-700">not imported</span>}
              </p>
              {file.notes.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {file.notes.map((note, j) => (
                    <li key={j} className={SEVERITY_CLASS[note.severity]}>
                      <span className="font-medium">{SEVERITY_LABEL[note.severity]}:</span> {note.message}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">Everything was carried over.</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
