"use client";

import { memo, startTransition, useDeferredValue, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Table, Td, Th } from "@/components/ui/table";
import { targetKey, targetLabel, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import { clampPage, Pager } from "./pager";

export type RowActions = {
  edit: (item: EvaluationCase) => void;
  duplicate: (item: EvaluationCase) => void;
  remove: (item: EvaluationCase) => void;
};

// A page of cases at a time, and rows that re-render only when what they show changes: a set of 500
// stays quick to edit (a table of all 500 rows made every change lay out the whole page again).
const PAGE_SIZE = 50;
// A row shows at most two lines of its message; the rest of a long one (up to 100,000 characters) would
// only cost layout. The editor holds the whole message.
const PREVIEW_CHARS = 300;

// Cases are never changed in place (an edit replaces the object), so what a row shows and the text the
// filter looks in are worked out once per case, not for the whole set again on each change or keystroke.
const rowTexts = new WeakMap<EvaluationCase, { message: string; target: string }>();
const searchTexts = new WeakMap<EvaluationCase, string>();

function rowText(c: EvaluationCase) {
  let text = rowTexts.get(c);
  if (!text) {
    const message = c.message.length > PREVIEW_CHARS ? `${c.message.slice(0, PREVIEW_CHARS)}…` : c.message;
    text = { message, target: targetLabel(targetKey(c.expect)) };
    rowTexts.set(c, text);
  }
  return text;
}

function searchText(c: EvaluationCase) {
  let text = searchTexts.get(c);
  if (text === undefined) {
    text = `${c.message}\n${rowText(c).target}`.toLowerCase();
    searchTexts.set(c, text);
  }
  return text;
}

/** The numbers of the cases whose message or expected target holds every word of the filter. */
function matching(cases: readonly EvaluationCase[], filter: string): number[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const numbers: number[] = [];
  cases.forEach((c, i) => {
    if (words.every((w) => searchText(c).includes(w))) numbers.push(i);
  });
  return numbers;
}

/** Text and three buttons: the case's editor is mounted above the list, and only for the case being edited. */
const CaseRow = memo(function CaseRow({
  index,
  item,
  actions,
}: {
  index: number;
  item: EvaluationCase;
  actions: RowActions;
}) {
  const n = index + 1;
  const { message, target } = rowText(item);
  return (
    <tr>
      <Td className="text-slate-600 tabular-nums">{n}</Td>
      <Td className="max-w-xl">
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{message}</span>
      </Td>
      <Td className="font-mono text-xs [overflow-wrap:anywhere]">{target}</Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" onClick={() => actions.edit(item)} aria-label={`Edit case ${n}`}>
            Edit
          </Button>
          <Button size="sm" onClick={() => actions.duplicate(item)} aria-label={`Duplicate case ${n}`}>
            Duplicate
          </Button>
          <Button
            size="sm"
            variant="danger-outline"
            onClick={() => actions.remove(item)}
            aria-label={`Delete case ${n}`}
          >
            Delete
          </Button>
        </div>
      </Td>
    </tr>
  );
});

export function CaseList({ cases, actions }: { cases: EvaluationCase[]; actions: RowActions }) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(0);
  // Typing in the filter stays immediate; the list follows when the browser has time.
  const deferredFilter = useDeferredValue(filter);
  const numbers = useMemo(() => matching(cases, deferredFilter), [cases, deferredFilter]);
  if (cases.length === 0)
    return <p className="text-sm text-slate-600">No cases yet: add one above, or import a file.</p>;
  const current = clampPage(page, PAGE_SIZE, numbers.length);
  const onPage = numbers.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-72 max-w-full">
          <TextField
            id={filterId}
            label="Filter cases"
            type="search"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(0);
            }}
            placeholder="Words in the message or the target"
          />
        </div>
        <Pager
          label="Pages of cases"
          page={current}
          pageSize={PAGE_SIZE}
          total={numbers.length}
          // A page turn is drawn after the click is answered, as the list's other changes are.
          onPage={(p) => startTransition(() => setPage(p))}
        />
      </div>
      {numbers.length === 0 ? (
        <p className="text-sm text-slate-600">No case matches this filter.</p>
      ) : (
        <Table label="Evaluation cases">
          <thead>
            <tr>
              <Th>#</Th>
              <Th>Message</Th>
              <Th>Expected</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {onPage.map((i, slot) => {
              const item = cases[i];
              // Keyed by place on the page: a page turn or a deletion rewrites the rows' text in place
              // rather than building 50 new rows, and a focused button keeps its place.
              return item ? <CaseRow key={slot} index={i} item={item} actions={actions} /> : null;
            })}
          </tbody>
        </Table>
      )}
    </div>
  );
}
