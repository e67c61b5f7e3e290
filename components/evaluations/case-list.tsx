"use client";

import { memo } from "react";
import { Button } from "@/components/ui/button";
import { Table, Td, Th } from "@/components/ui/table";
import { targetKey, targetLabel, type EvaluationCase } from "@/lib/domain/evaluations/cases";

type RowProps = { index: number; item: EvaluationCase; onEdit: (i: number) => void; onDuplicate: (i: number) => void; onDelete: (i: number) => void };

// Rows re-render only when their own case changes: a set of 500 stays quick to edit.
const CaseRow = memo(function CaseRow({ index, item, onEdit, onDuplicate, onDelete }: RowProps) {
  return (
    <tr>
      <Td className="tabular-nums text-slate-600">{index + 1}</Td>
      <Td className="max-w-xl">
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{item.message}</span>
      </Td>
      <Td className="font-mono text-xs [overflow-wrap:anywhere]">{targetLabel(targetKey(item.expect))}</Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" onClick={() => onEdit(index)} aria-label={`Edit case ${index + 1}`}>Edit</Button>
          <Button size="sm" onClick={() => onDuplicate(index)} aria-label={`Duplicate case ${index + 1}`}>Duplicate</Button>
          <Button size="sm" variant="danger-outline" onClick={() => onDelete(index)} aria-label={`Delete case ${index + 1}`}>Delete</Button>
        </div>
      </Td>
    </tr>
  );
});

export function CaseList({ cases, onEdit, onDuplicate, onDelete }: { cases: EvaluationCase[] } & Omit<RowProps, "index" | "item">) {
  if (cases.length === 0) return <p className="text-sm text-slate-600">No cases yet: add one above, or import a file.</p>;
  return (
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
        {cases.map((item, i) => (
          <CaseRow key={i} index={i} item={item} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} />
        ))}
      </tbody>
    </Table>
  );
}
