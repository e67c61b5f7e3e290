"use client";

import { useEffect, useMemo, useState } from "react";
import type { EditorProblem } from "@/lib/domain/editor-problems";
import type { FieldErrors } from "@/lib/domain/field-errors";

type Refusals = typeof import("./refusals");
const NONE: { problems: EditorProblem[]; sections: ReadonlySet<string> } = { problems: [], sections: new Set() };

/**
 * The refused fields of the last save in plain words, and the sections that hold them. Their wording
 * loads with the first refusal, not with the editor; until it arrives each field shows its own errors.
 */
export function useEditorProblems(fieldErrors: FieldErrors | undefined) {
  const [refusals, setRefusals] = useState<Refusals | null>(null);
  useEffect(() => {
    if (!fieldErrors || refusals) return;
    import("./refusals").then(setRefusals, () => undefined);
  }, [fieldErrors, refusals]);
  return useMemo(() => (refusals && fieldErrors ? refusals.problemsOf(fieldErrors) : NONE), [refusals, fieldErrors]);
}
