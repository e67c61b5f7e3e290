"use client";

import { useCallback, useMemo, useState, useTransition } from "react";
import { runEvaluationAction } from "@/lib/actions/evaluations";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { EVAL_CASE_LIMIT, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import type { RunDiff } from "@/lib/domain/evaluations/metrics";
import type { StoredRun } from "@/lib/server/evaluations/evaluation-runs";
import { CaseEditor, type TargetChoices } from "./case-editor";
import { CaseList } from "./case-list";
import { ImportExport } from "./import-export";
import { Panel } from "./panel";
import { RunResults } from "./run-results";
import { saveCases } from "./case-requests";
import { useCaseSet } from "./use-case-set";

type Props = {
  expertId: string;
  slug: string;
  initialCases: EvaluationCase[];
  choices: TargetChoices;
  liveNumber: number | null;
  lastRun: StoredRun | null;
  /** A message handed over from the routing preview, to start a case with. */
  sampleMessage: string;
};

type Shown = { run: StoredRun; baseline: StoredRun | null; diff: RunDiff | null };

export function EvaluationWorkbench({
  expertId,
  slug,
  initialCases,
  choices,
  liveNumber,
  lastRun,
  sampleMessage,
}: Props) {
  const set = useCaseSet(initialCases);
  const { cases, saved, dirty, editing } = set;
  const [notice, setNotice] = useState<{ text: string; tone: "ok" | "error" } | null>(null);
  const [shown, setShown] = useState<Shown | null>(lastRun ? { run: lastRun, baseline: null, diff: null } : null);
  const [pending, startTransition] = useTransition();
  const [judge, setJudge] = useState<"lexical" | "model">("lexical");
  const full = cases.length >= EVAL_CASE_LIMIT;
  const runnable = !pending && !dirty && saved.length > 0;

  const notify = useCallback((text: string, tone: "ok" | "error") => setNotice({ text, tone }), []);
  // A stable first case, so that a change to the list does not re-render the add form.
  const blank = useMemo<EvaluationCase>(() => ({ message: sampleMessage, expect: { none: true } }), [sampleMessage]);

  const save = () =>
    startTransition(async () => {
      const result = await saveCases(expertId, cases);
      if (!result.ok) return notify(result.message, "error");
      set.markSaved(cases);
      notify(`Saved ${result.count} cases.`, "ok");
    });
  const run = (version: "draft" | "live") =>
    startTransition(async () => {
      const result = await runEvaluationAction({ expertId, version, judge });
      if (result.status !== "ok") return notify(result.message, "error");
      setShown({ run: result.run, baseline: result.baseline, diff: result.diff });
      notify(
        `Run on ${version === "draft" ? "the draft" : `live version ${liveNumber}`}: ${result.run.totals.passed} of ${result.run.totals.cases} pass.`,
        "ok",
      );
    });

  return (
    <div className="space-y-6">
      <p
        role="status"
        aria-live="polite"
        className={`text-sm empty:hidden ${notice?.tone === "error" ? "rounded-md bg-red-50 p-3 text-red-800" : "text-emerald-800"}`}
      >
        {notice?.text}
      </p>
      <Panel
        id="cases-heading"
        title={
          <>
            Cases{" "}
            <span className="font-normal text-slate-600">
              ({cases.length} of at most {EVAL_CASE_LIMIT})
            </span>
          </>
        }
        actions={
          <>
            {dirty ? <span className="self-center text-xs text-amber-800">Unsaved changes</span> : null}
            <Button variant="primary" size="sm" disabled={!dirty || pending} onClick={save}>
              Save cases
            </Button>
            {dirty ? (
              <Button size="sm" disabled={pending} onClick={set.discard}>
                Discard
              </Button>
            ) : null}
          </>
        }
      >
        <details className="rounded-md border border-slate-200 p-3" open={cases.length === 0 || sampleMessage !== ""}>
          <summary className="cursor-pointer text-sm font-medium">Add a case</summary>
          <div className="mt-3">
            {full ? (
              <p className="text-sm text-slate-600">
                The set holds {EVAL_CASE_LIMIT} cases, its limit: delete one to add another.
              </p>
            ) : (
              <CaseEditor initial={blank} choices={choices} submitLabel="Add case" onSubmit={set.add} />
            )}
          </div>
        </details>
        {editing ? (
          <div className="rounded-md border border-indigo-200 bg-indigo-50/40 p-3">
            <h3 className="mb-2 text-sm font-medium">Edit case {editing.index + 1}</h3>
            <CaseEditor
              key={editing.key}
              initial={editing.item}
              choices={choices}
              submitLabel="Update case"
              onSubmit={(c) => set.update(editing.item, c)}
              onCancel={set.stopEditing}
            />
          </div>
        ) : null}
        <ImportExport
          expertId={expertId}
          slug={slug}
          cases={cases}
          dirty={dirty}
          onMessage={notify}
          onImported={set.replaceAll}
        />
        <CaseList cases={cases} actions={set.rowActions} />
      </Panel>
      <Panel
        id="runs-heading"
        title="Run"
        actions={
          <>
            <SelectField
              id="evaluation-judge"
              label="Judge"
              value={judge}
              onChange={(e) => setJudge(e.target.value as "lexical" | "model")}
            >
              <option value="lexical">lexical (word ranking)</option>
              <option value="model">model (first tool call)</option>
            </SelectField>
            <Button variant="primary" size="sm" disabled={!runnable} onClick={() => run("draft")}>
              Run on the draft
            </Button>
            {liveNumber !== null ? (
              <Button size="sm" disabled={!runnable} onClick={() => run("live")}>
                Run on live version {liveNumber}
              </Button>
            ) : null}
          </>
        }
      >
        {dirty ? <p className="text-xs text-slate-600">Save the cases before running them.</p> : null}
        {pending ? <p className="text-sm text-slate-600">Working…</p> : null}
        {shown ? (
          <RunResults run={shown.run} baseline={shown.baseline} diff={shown.diff} />
        ) : (
          <p className="text-sm text-slate-600">No run yet.</p>
        )}
      </Panel>
    </div>
  );
}
