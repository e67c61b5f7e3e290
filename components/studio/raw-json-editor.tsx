"use client";

import { TextAreaField } from "@/components/ui/field";
import { MAX_SPEC_LENGTH, specTextLength } from "@/lib/domain/expert-draft-shape";
import { jsonObjectProblem } from "@/lib/domain/json-position";

/** A spec as raw text, saved exactly as written; a JSON problem is named with its line and column. */
export function RawJsonEditor({ id, value, onChange }: { id: string; value: string; onChange: (raw: string) => void }) {
  const problem = jsonObjectProblem(value);
  return (
    <div className="space-y-1">
      <TextAreaField
        id={id}
        label="Raw JSON"
        rows={10}
        spellCheck={false}
        className="font-mono text-xs"
        limit={MAX_SPEC_LENGTH}
        length={specTextLength(value)}
        hint="Saved exactly as written, even when it is not a valid spec."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        errors={problem ? [`Line ${problem.line}, column ${problem.column}: ${problem.message}`] : undefined}
      />
      {problem ? null : <p className="text-sm text-emerald-800">Valid JSON object.</p>}
    </div>
  );
}
