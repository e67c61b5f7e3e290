"use client";

import { memo, useDeferredValue, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, Td, Th } from "@/components/ui/table";
import { targetKey, targetLabel, type EvaluationCase } from "@/lib/domain/evaluations/cases";
import { clampPage, Pager } from "./pager";

type RowProps = {
  index: number;
  item: EvaluationCase;
  onEdit: (i: number) => void;
  onDuplicate: (i: number) => void;
  onDelete: (i: number) => void;
};

// A page of cases at a time, and rows that re-render only when their own case changes: a set of 500
// stays quick to edit (a table of all 500 rows made every change lay out the whole page again).
const PAGE_SIZE = 50;

const CaseRow = memo(function CaseRow({ index, item, onEdit, onDuplicate, onDelete }: RowProps) {
  return (
    <tr>
      <Td className="text-slate-600 tabular-nums">{index + 1}</Td>
      <Td className="max-w-xl">
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{item.message}</span>
      </Td>
      <Td className="font-mono text-xs [overflow-wrap:anywhere]">{targetLabel(targetKey(item.expect))}</Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" onClick={() => onEdit(index)} aria-label={`Edit case ${index + 1}`}>
            Edit
          </Button>
          <Button size="sm" onClick={() => onDuplicate(index)} aria-label={`Duplicate case ${index + 1}`}>
            Duplicate
          </Button>
          <Button
            size="sm"
            variant="danger-outline"
            onClick={() => onDelete(index)}
            aria-label={`Delete case ${index + 1}`}
          >
            Delete
          </Button>
        </div>
      </Td>
    </tr>
  );
});

/** The numbers of the cases whose message or expected target holds every word of the filter. */
function matching(cases: readonly EvaluationCase[], filter: string): number[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const all = cases.map((_, i) => i);
  if (words.length === 0) return all;
  return all.filter((i) => {
    const text = `${cases[i].message}\n${targetLabel(targetKey(cases[i].expect))}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function CaseList({
  cases,
  onEdit,
  onDuplicate,
  onDelete,
}: { cases: EvaluationCase[] } & Omit<RowProps, "index" | "item">) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const [page, setPage] = useState(0);
  // Typing in the filter stays immediate; the list follows when the browser has time.
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => matching(cases, deferredFilter), [cases, deferredFilter]);
  if (cases.length === 0)
    return <p className="text-sm text-slate-600">No cases yet: add one above, or import a file.</p>;
  const current = clampPage(page, PAGE_SIZE, shown.length);
  const onPage = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
            Filter cases
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value);
              setPage(0);
            }}
            placeholder="Words in the message or the target"
            className="w-72 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
        </div>
        <Pager label="Pages of cases" page={current} pageSize={PAGE_SIZE} total={shown.length} onPage={setPage} />
      </div>
      {shown.length === 0 ? (
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
            {onPage.map((i) => (
              <CaseRow
                key={i}
                index={i}
                item={cases[i]}
                onEdit={onEdit}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
