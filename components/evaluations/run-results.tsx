"use client";

import { memo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { at } from "@/lib/domain/at-index";
import { targetKey, targetLabel } from "@/lib/domain/evaluations/cases";
import type { RunDiff } from "@/lib/domain/evaluations/metrics";
import type { StoredRun } from "@/lib/server/evaluations/evaluation-runs";
import { clampPage, Pager } from "./pager";
import { percent } from "./percent";

const versionName = (v: StoredRun["version"]) => (v === "draft" ? "the draft" : `live version ${v}`);

/** A run's figures (rules §16): totals, per target, the confusion table, the change against the live version's last run, and each case. */
export const RunResults = memo(function RunResults({
  run,
  baseline,
  diff,
}: {
  run: StoredRun;
  baseline: StoredRun | null;
  diff: RunDiff | null;
}) {
  const t = run.totals;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Run on {versionName(run.version)} with the {run.judge} judge, {run.createdAt.slice(0, 16).replace("T", " ")} UTC
        {run.createdBy ? ` by ${run.createdBy}` : ""}.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {[
          ["Accuracy", percent(run.accuracy)],
          ["Passed", `${t.passed} of ${t.cases}`],
          ["Wrong target", t.wrong],
          ["Missed", t.missed],
          ["False alarm", t.falseAlarm],
          ["Change", diff ? `${diff.points > 0 ? "+" : ""}${diff.points} points` : "—"],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {diff && baseline ? (
        <DiffSummary diff={diff} baseline={baseline} />
      ) : (
        <p className="text-sm text-slate-600">No run of the live version to compare with yet.</p>
      )}
      <details className="rounded-md border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">Recall and precision by target</summary>
        <Table label="Recall and precision by target" className="mt-2">
          <thead>
            <tr>
              <Th>Target</Th>
              <Th>Expected</Th>
              <Th>Chosen</Th>
              <Th>Correct</Th>
              <Th>Recall</Th>
              <Th>Precision</Th>
            </tr>
          </thead>
          <tbody>
            {t.perTarget.map((f) => (
              <tr key={f.target}>
                <Td className="font-mono text-xs">{targetLabel(f.target)}</Td>
                <Td className="tabular-nums">{f.expected}</Td>
                <Td className="tabular-nums">{f.chosen}</Td>
                <Td className="tabular-nums">{f.correct}</Td>
                <Td className="tabular-nums">{percent(f.recall)}</Td>
                <Td className="tabular-nums">{percent(f.precision)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
      <details className="rounded-md border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium">
          Confusion table (expected by row, chosen by column)
        </summary>
        <Table label="Confusion table" className="mt-2">
          <thead>
            <tr>
              <Th>Expected \ chosen</Th>
              {t.confusion.labels.map((l) => (
                <Th key={l} className="font-mono text-xs">
                  {targetLabel(l)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {t.confusion.labels.map((row, r) => (
              <tr key={row}>
                <Th scope="row" className="font-mono text-xs">
                  {targetLabel(row)}
                </Th>
                {at(t.confusion.counts, r).map((n, c) => (
                  <Td
                    key={c}
                    className={
                      n === 0
                        ? "text-slate-400 tabular-nums"
                        : r === c
                          ? "font-semibold text-emerald-800 tabular-nums"
                          : "font-semibold text-red-700 tabular-nums"
                    }
                  >
                    {n}
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
      <RunCases key={run.createdAt} results={run.results} />
    </div>
  );
});

// A page of a run's cases at a time: drawing all 500 rows at once held the page for a few hundred ms.
const PAGE_SIZE = 50;

function RunCases({ results }: { results: StoredRun["results"] }) {
  const [page, setPage] = useState(0);
  const current = clampPage(page, PAGE_SIZE, results.length);
  const first = current * PAGE_SIZE;
  return (
    <div className="space-y-2">
      <Pager
        label="Pages of this run's cases"
        page={current}
        pageSize={PAGE_SIZE}
        total={results.length}
        onPage={setPage}
      />
      <Table label="Cases of this run">
        <thead>
          <tr>
            <Th>#</Th>
            <Th>Result</Th>
            <Th>Message</Th>
            <Th>Expected</Th>
            <Th>Chosen</Th>
            <Th>Best scores (matched words)</Th>
          </tr>
        </thead>
        <tbody>
          {results.slice(first, first + PAGE_SIZE).map((r, i) => (
            <tr key={first + i}>
              <Td className="text-slate-600 tabular-nums">{first + i + 1}</Td>
              <Td>{r.pass ? <Badge tone="kept">Pass</Badge> : <Badge tone="dropped">Fail</Badge>}</Td>
              <Td className="max-w-md">
                <span className="line-clamp-2 [overflow-wrap:anywhere]">{r.message}</span>
              </Td>
              <Td className="font-mono text-xs">{targetLabel(targetKey(r.expect))}</Td>
              <Td className="font-mono text-xs">{targetLabel(r.chosen)}</Td>
              <Td className="text-xs text-slate-700">
                {r.scores.length === 0
                  ? "no word matched"
                  : r.scores
                      .map((s) => `${targetLabel(s.target)} ${s.score} (${s.matchedTerms.join(", ")})`)
                      .join("; ")}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function DiffSummary({ diff, baseline }: { diff: RunDiff; baseline: StoredRun }) {
  return (
    <div className="space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <p>
        Against the last run of live version {baseline.version} ({percent(baseline.accuracy)}): {diff.nowFailing.length}{" "}
        now fail, {diff.nowPassing.length} now pass.
      </p>
      {diff.nowFailing.length > 0 ? (
        <ul className="list-disc pl-5 text-red-800">
          {diff.nowFailing.slice(0, 20).map((c, i) => (
            <li key={i} className="[overflow-wrap:anywhere]">
              Now fails: “{c.message.slice(0, 200)}” (was {targetLabel(c.before ?? "none")}, now {targetLabel(c.after)})
            </li>
          ))}
        </ul>
      ) : null}
      {diff.nowPassing.length > 0 ? (
        <ul className="list-disc pl-5 text-emerald-800">
          {diff.nowPassing.slice(0, 20).map((c, i) => (
            <li key={i} className="[overflow-wrap:anywhere]">
              Now passes: “{c.message.slice(0, 200)}”
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
