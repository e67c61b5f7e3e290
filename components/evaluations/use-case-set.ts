import { startTransition, useCallback, useMemo, useState } from "react";
import { EVAL_CASE_LIMIT, type EvaluationCase } from "@/lib/domain/evaluations/cases";

type Editing = { item: EvaluationCase; key: number };
let editors = 0;

/**
 * The set being edited, the last saved set, and the case open in the editor. Changes that reshape the
 * list run as transitions: the click is answered at once (the browser paints first) and the page of
 * rows is redrawn just after, instead of inside the click.
 *
 * Cases are named by identity, not by position, so a change still waiting to be drawn cannot make a
 * second click land on the wrong case; no case object is in the list twice (a duplicate is a copy).
 */
export function useCaseSet(initial: EvaluationCase[]) {
  const [cases, setCases] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);

  const change = useCallback((next: (list: EvaluationCase[]) => EvaluationCase[], closeEditor = false) => {
    startTransition(() => {
      setCases(next);
      if (closeEditor) setEditing(null);
    });
  }, []);

  // Stable across renders: the rows are memoised on them.
  const rowActions = useMemo(
    () => ({
      edit: (item: EvaluationCase) => setEditing({ item, key: ++editors }),
      duplicate: (item: EvaluationCase) =>
        change((list) => {
          const at = list.indexOf(item);
          return at < 0 || list.length >= EVAL_CASE_LIMIT
            ? list
            : [...list.slice(0, at + 1), { ...item }, ...list.slice(at + 1)];
        }),
      remove: (item: EvaluationCase) => change((list) => list.filter((c) => c !== item)),
    }),
    [change],
  );
  const add = useCallback(
    (item: EvaluationCase) => change((list) => (list.length >= EVAL_CASE_LIMIT ? list : [...list, item])),
    [change],
  );
  const update = useCallback(
    (before: EvaluationCase, after: EvaluationCase) =>
      change((list) => list.map((c) => (c === before ? after : c)), true),
    [change],
  );
  // An import has already saved what it brings.
  const replaceAll = useCallback((next: EvaluationCase[]) => {
    startTransition(() => {
      setCases(next);
      setSaved(next);
      setEditing(null);
    });
  }, []);
  const stopEditing = useCallback(() => setEditing(null), []);

  // The editor closes by itself once its case has left the list (deleted, discarded or replaced).
  const editingIndex = editing ? cases.indexOf(editing.item) : -1;
  return {
    cases,
    saved,
    dirty: cases !== saved,
    editing: editing && editingIndex >= 0 ? { ...editing, index: editingIndex } : null,
    stopEditing,
    rowActions,
    add,
    update,
    discard: () => change(() => saved),
    replaceAll,
    markSaved: setSaved,
  };
}
