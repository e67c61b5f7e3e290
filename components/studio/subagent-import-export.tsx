"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldFrame } from "@/components/ui/field";
import { TextButton } from "@/components/ui/text-button";
import type { ImportedPlugin } from "@/lib/domain/claude-code/import-uploads";
import { withLeftOut } from "@/lib/domain/claude-code/folder-pick";
import {
  skippedCounts,
  skippedSentence,
  type ImportReportEntry,
  type ImportResponse,
} from "@/lib/domain/claude-code/import-report";
import { MAX_SPECS } from "@/lib/domain/expert-draft-shape";
import { noteKey, reviewImport } from "@/lib/domain/claude-code/import-review";
import { isLitterPath } from "@/lib/domain/claude-code/litter";
import { renameSpec } from "@/lib/domain/claude-code/names";
import type { TransferNote } from "@/lib/domain/claude-code/notes";
import { DraftZipExport } from "./draft-zip-export";
import { ImportResultList, type ReviewedEntry } from "./import-result-list";
import { pickUploads, uploadImport, uploadProblem, type UploadProgress } from "./import-upload";
import { SingleSpecExport } from "./single-spec-export";

type Props = {
  expertId: string;
  /** The draft's current raw specs: for name collisions and both exports. */
  specs: readonly string[];
  onImport: (raws: string[]) => void;
  onReplaceSpec?: (previousRaw: string, nextRaw: string) => void;
};

const FILE_INPUT =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200";

type Phase = { kind: "idle" } | { kind: "sending"; progress: UploadProgress } | { kind: "error"; message: string };
type Review = {
  response: ImportResponse;
  raws: string[];
  existing: readonly string[];
  resolved: Set<string>;
  added: boolean;
  sent: UploadProgress;
};

const KB = 1024;
const NOTHING_SENT: ImportResponse = { specs: [], report: { files: [], plugins: [], unlisted: {} } };
const size = (bytes: number) =>
  bytes < KB * KB ? `${Math.max(1, Math.round(bytes / KB))} KB` : `${(bytes / KB / KB).toFixed(1)} MB`;

/** Reads Claude Code subagent files into the draft (the creator then saves), and exports them back. Loaded when opened (import-export-disclosure.tsx). */
export function SubagentImportExport({ expertId, specs, onImport, onReplaceSpec }: Props) {
  const ids = { files: useId(), folder: useId(), hint: useId(), error: useId() };
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [review, setReview] = useState<Review | null>(null);
  const entries = useMemo(
    () => (review ? reviewImport(review.response.report.files, review.raws, review.existing, review.resolved) : []),
    [review],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // A chosen folder brings its .git and node_modules too; they are never sent.
    const chosen = ["files", "folder"]
      .flatMap((name) => Array.from((form.elements.namedItem(name) as HTMLInputElement).files ?? []))
      .filter((file) => !isLitterPath(file.webkitRelativePath || file.name));
    if (chosen.length === 0)
      return setPhase({ kind: "error", message: "Choose at least one .md or .zip file, or a folder, to import." });
    // Of a chosen folder only its agent files travel: a whole repository is thousands of files.
    const { send, plan } = await pickUploads(chosen);
    const problem = uploadProblem(send);
    if (problem) return setPhase({ kind: "error", message: problem });
    setReview(null);
    let sent: UploadProgress = { loaded: 0, total: send.reduce((sum, f) => sum + f.size, 0), done: send.length === 0 };
    setPhase({ kind: "sending", progress: sent });
    const outcome =
      send.length === 0
        ? { ok: true as const, response: NOTHING_SENT }
        : await uploadImport(expertId, send, (progress) => {
            sent = progress;
            setPhase({ kind: "sending", progress });
          });
    if (!outcome.ok) return setPhase({ kind: "error", message: outcome.message });
    form.reset();
    setPhase({ kind: "idle" });
    const response = withLeftOut(outcome.response, plan);
    setReview({
      response,
      raws: [...response.specs],
      existing: [...specs],
      resolved: new Set(),
      added: false,
      sent: { ...sent, loaded: sent.total, done: true },
    });
  }

  function applyFix(entry: ReviewedEntry, note: TransferNote) {
    if (!review || entry.spec === null || !note.fix) return;
    const previous = review.raws[entry.spec];
    if (previous === undefined) return;
    const next = renameSpec(previous, note.fix.name);
    if (review.added) onReplaceSpec?.(previous, next);
    const raws = review.raws.map((raw, i) => (i === entry.spec ? next : raw));
    setReview({ ...review, raws, resolved: new Set([...review.resolved, noteKey(entry.file, note)]) });
  }

  function add() {
    if (!review || review.raws.length === 0) return;
    onImport([...review.raws]);
    setReview({ ...review, added: true });
  }

  const sending = phase.kind === "sending" ? phase.progress : null;
  const shownProgress = sending ?? review?.sent ?? null;
  const ready = review?.raws.length ?? 0;
  const reviewed: ReviewedEntry[] = entries.map((e) => {
    const raw = e.spec === null ? undefined : review?.raws[e.spec];
    return {
      ...e,
      fixable:
        e.spec !== null &&
        (!review?.added || (onReplaceSpec !== undefined && raw !== undefined && specs.includes(raw))),
    };
  });
  const plugins = review?.response.report.plugins ?? [];
  const overLimit = specs.length + ready > MAX_SPECS;
  return (
    <div className="space-y-4">
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-3">
        <p id={ids.hint} className="text-sm text-slate-600">
          Subagent files with YAML frontmatter, as in <code>.claude/agents/</code>: .md files, a .zip of them, a
          collection folder or a Claude Code plugin (<code>.claude-plugin/plugin.json</code> with <code>agents/</code>),
          or a whole repository as a zip or a folder: only its agent files are read (of a folder, only they are sent).
          Up to 500 subagent files (5 MB of them) per import, and a zip of up to 50 MB. Nothing is stored until you
          save.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldFrame id={ids.files} label="Claude Code subagent files (.md or .zip)">
            <input
              id={ids.files}
              name="files"
              type="file"
              multiple
              accept=".md,.markdown,.zip,text/markdown,application/zip"
              aria-describedby={phase.kind === "error" ? `${ids.hint} ${ids.error}` : ids.hint}
              aria-invalid={phase.kind === "error" ? true : undefined}
              className={FILE_INPUT}
            />
          </FieldFrame>
          <FieldFrame id={ids.folder} label="Or a folder (a collection, a plugin or a repository)">
            <input
              id={ids.folder}
              name="folder"
              type="file"
              multiple
              {...{ webkitdirectory: "" }}
              aria-describedby={ids.hint}
              className={FILE_INPUT}
            />
          </FieldFrame>
        </div>
        {phase.kind === "error" ? (
          <p id={ids.error} className="text-sm text-red-700">
            {phase.message}
          </p>
        ) : null}
        <Button type="submit" variant="primary" disabled={sending !== null}>
          {sending ? "Importing…" : "Import"}
        </Button>
      </form>

      {shownProgress ? (
        <div className="space-y-1 text-sm">
          <progress
            aria-label="Upload"
            max={Math.max(shownProgress.total, 1)}
            value={shownProgress.loaded}
            className="h-2 w-full"
          />
          <p className="text-slate-700">
            {!shownProgress.done
              ? `Uploading ${size(shownProgress.loaded)} of ${size(shownProgress.total)}…`
              : `Uploaded ${size(shownProgress.total)}.`}
          </p>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm font-medium text-slate-900 empty:hidden">
        {sending
          ? sending.done
            ? "Reading the files…"
            : "Uploading…"
          : review
            ? summary(review, entries, ready, plugins)
            : null}
      </p>
      {review && !review.added && ready > 0 ? (
        overLimit ? (
          <p className="text-sm text-red-700">
            The draft would then hold {specs.length + ready} subagents; an Expert holds at most {MAX_SPECS}, so saving
            would be refused. Remove some subagents or import fewer files.
          </p>
        ) : (
          <Button variant="primary" onClick={add}>
            Add {ready} subagent{ready === 1 ? "" : "s"} to the draft
          </Button>
        )
      ) : null}
      {review ? <ImportResultList entries={reviewed} onFix={applyFix} /> : null}
      {review?.added ? (
        <TextButton onClick={() => setReview(null)} className="text-sm">
          Close the import report
        </TextButton>
      ) : null}

      <div className="space-y-2 border-t border-slate-100 pt-3 text-sm">
        <DraftZipExport expertId={expertId} specs={specs} />
        <SingleSpecExport specs={specs} />
      </div>
    </div>
  );
}

function summary(
  review: Review,
  entries: readonly ImportReportEntry[],
  ready: number,
  plugins: ImportedPlugin[],
): string {
  const s = (n: number, word: string) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
  const { unlisted } = review.response.report;
  const files = entries.length + Object.values(unlisted).reduce((sum, n) => sum + (n ?? 0), 0);
  const head = review.added
    ? `Added ${s(ready, "subagent")} to the draft. Save changes to keep ${ready === 1 ? "it" : "them"}.`
    : `Read ${s(files, "file")}: ${s(ready, "subagent")} ready to add.`;
  const from = plugins.map(
    (p) => ` From the Claude Code plugin "${p.name}"${p.version ? ` ${p.version}` : ""}: ${s(p.agents, "agent")}.`,
  );
  const skipped = review.added ? "" : skippedSentence(skippedCounts(entries, unlisted));
  return head + from.join("") + (skipped ? ` ${skipped}` : "");
}
