"use client";

import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { readSubagentFilesAction, type ReadSubagentFilesResult } from "@/app/studio/[expertId]/subagent-transfer-actions";
import { primaryButton } from "@/components/ui/button-classes";
import { IMPORT_LIMITS } from "@/lib/domain/claude-code/limits";

type Props = {
  expertId: string;
  /** The draft's raw spec JSON texts. */
  specs: readonly string[];
  /** Appends the imported specs to the unsaved draft; Save stores them. */
  onImport(raws: string[]): void;
  onReplaceSpec?(previousRaw: string, nextRaw: string): void;
};

function specNames(raws: readonly string[]): string[] {
  return raws.flatMap((raw) => {
    try {
      const name: unknown = (JSON.parse(raw) as { name?: unknown })?.name;
      return typeof name === "string" ? [name] : [];
    } catch {
      return [];
    }
  });
}

const SEVERITY_LABEL = { info: "Translated", warning: "Warning", error: "Problem" } as const;
const SEVERITY_CLASS = { info: "text-slate-600", warning: "text-amber-800", error: "text-red-700" } as const;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads Claude Code subagent files (.md or .zip) into the unsaved draft and links to the export. */
export function SubagentImportExport({ expertId, specs, onImport }: Props) {
  const specCount = specs.length;
  const ids = { heading: useId(), input: useId(), hint: useId(), error: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<ReadSubagentFilesResult | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

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
      const outcome = await readSubagentFilesAction(expertId, files, specNames(specs));
      setResult(outcome);
      if (outcome.status === "ok") {
        onImport(outcome.specs);
        formRef.current?.reset();
      }
    });
  }

  const fieldError = clientError ?? (result?.status === "error" ? result.fieldErrors?.files?.join(" ") : undefined);
  return (
    <section aria-labelledby={ids.heading} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <h3 id={ids.heading} className="text-base font-semibold">Import and export (Claude Code)</h3>
      <form ref={formRef} onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={ids.input} className="block text-sm font-medium text-slate-700">Claude Code subagent files (.md or .zip)</label>
          <p id={ids.hint} className="text-sm text-slate-600">
            Markdown files with YAML frontmatter, as in <code>.claude/agents/</code>. Imported subagents are added after the existing ones, as unsaved changes: Save stores them.
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
            <span className="text-slate-600"> (as last saved) — REPORT.md inside lists anything Claude Code has no equivalent for.</span>
          </p>
        ) : (
          <p className="text-slate-600">No subagents to export yet.</p>
        )}
      </div>
    </section>
  );
}

function ImportReport({ result }: { result: ReadSubagentFilesResult }) {
  const files = result.files ?? [];
  const imported = files.filter((f) => f.imported !== null).length;
  return (
    <>
      <p className={result.status === "ok" ? "font-medium text-emerald-800" : "font-medium text-red-700"}>
        {result.status === "ok"
          ? `Imported ${result.specs.length} subagent${result.specs.length === 1 ? "" : "s"} into the draft${files.length > imported ? `; ${files.length - imported} file${files.length - imported === 1 ? "" : "s"} not imported` : ""}.`
          : result.message}
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
