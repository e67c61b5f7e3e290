"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { readStoredExpertAction, saveExpertAction } from "@/lib/actions/expert-edits";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { EditorExpert } from "@/lib/server/studio/expert-editor";
import { draftFromExpert, saveInput, type EditorDraft, type SpecItem } from "./editor-state";

type Base = { draft: EditorDraft; version: number; key: string };

export type SaveOutcome =
  | { kind: "saved"; version: number }
  | { kind: "error"; message: string }
  /** "Keep mine" after a conflict: the other tab's changes to fields this tab did not touch were taken in. */
  | { kind: "merged"; message: string }
  | { kind: "conflict"; message: string; stored: EditorExpert | null; theirs: string[]; mine: string[] };

const baseOf = (draft: EditorDraft, version: number): Base => ({
  draft,
  version,
  key: JSON.stringify(saveInput(draft)),
});

export const LOCAL_REFUSAL = "Not saved: fix the problems listed under the save bar.";

/**
 * The one draft-and-save model of the editor: every edit (fields, specs, imports, builtin switches)
 * changes the draft; only Save stores it, as one new version guarded by the version it started from.
 */
export function useEditorDraft(expert: EditorExpert) {
  const router = useRouter();
  const [draft, setDraft] = useState<EditorDraft>(() => draftFromExpert(expert));
  const [base, setBase] = useState<Base>(() => baseOf(draft, expert.version));
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>();
  const [saving, startSave] = useTransition();
  const [savedAt, setSavedAt] = useState<Date>(() => new Date(expert.updatedAt));
  const dirty = JSON.stringify(saveInput(draft)) !== base.key;

  const latest = useRef({ draft, base, dirty, saving });
  useEffect(() => {
    latest.current = { draft, base, dirty, saving };
  });

  const update = useCallback((patch: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const updateSpecs = useCallback(
    (change: (specs: SpecItem[]) => SpecItem[]) => setDraft((d) => ({ ...d, specs: change(d.specs) })),
    [],
  );

  const resetTo = useCallback((stored: EditorExpert) => {
    const fresh = draftFromExpert(stored);
    setDraft(fresh);
    setBase(baseOf(fresh, stored.version));
    setOutcome(null);
    setFieldErrors(undefined);
    setSavedAt(new Date(stored.updatedAt));
  }, []);

  const save = useCallback(() => {
    const { draft: current, base: from, dirty: changed, saving: busy } = latest.current;
    if (!changed || busy) return;
    const input = saveInput(current);
    const storedSpecs = from.draft.specs.map((s) => s.raw);
    const stored = new Set(storedSpecs);
    const edited = input.specs.some((raw) => !stored.has(raw));
    startSave(async () => {
      // Text that is not one JSON object is refused here, before it travels; specs stored earlier stay as authored.
      // So are new subagent names with "/" or an emoji (names stored earlier stay). The checks load when a spec is
      // new or edited; should they fail to (a lost connection), the save goes ahead and answers for itself.
      const checks = edited ? await import("./refusals").catch(() => null) : null;
      const unparsed = checks?.localRefusals(input.specs, storedSpecs) ?? {};
      if (Object.keys(unparsed).length > 0) {
        setFieldErrors(unparsed);
        setOutcome({ kind: "error", message: LOCAL_REFUSAL });
        return;
      }
      // One JSON string: a draft of large specs passes React's limit on action arguments (jsonStringInput).
      const result = await saveExpertAction(JSON.stringify({ ...input, expertId: expert.id, version: from.version }));
      if (result.status === "ok") {
        setBase(baseOf(current, result.version));
        setFieldErrors(undefined);
        setOutcome({ kind: "saved", version: result.version });
        setSavedAt(new Date());
        router.refresh();
      } else if (result.code === "conflict:stale_version") {
        const [stored, { draftDifferences }] = await Promise.all([
          readStoredExpertAction({ expertId: expert.id }),
          import("@/lib/domain/draft-differences"),
        ]);
        const theirs =
          stored.status === "ok"
            ? draftDifferences(saveInput(from.draft), saveInput(draftFromExpert(stored.expert)))
            : [];
        const mine = draftDifferences(saveInput(from.draft), input);
        setOutcome({
          kind: "conflict",
          message: result.message,
          stored: stored.status === "ok" ? stored.expert : null,
          theirs,
          mine,
        });
      } else {
        setFieldErrors(result.fieldErrors);
        setOutcome({ kind: "error", message: result.message });
      }
    });
  }, [expert.id, router]);

  const discard = useCallback(() => {
    setDraft(latest.current.base.draft);
    setFieldErrors(undefined);
    setOutcome(null);
  }, []);

  /**
   * After a conflict, "Keep mine": field by field, this tab's changes win and the other tab's
   * changes to fields this tab did not touch are taken in; the next Save stores the merge.
   */
  const overwrite = useCallback((stored: EditorExpert) => {
    void import("./keep-mine").then(
      ({ keepMine }) => {
        const { draft: current, base: from } = latest.current;
        const theirs = draftFromExpert(stored);
        const { merged, takenSpecs, message } = keepMine(saveInput(from.draft), saveInput(theirs), saveInput(current));
        setDraft({ ...draftFromExpert({ ...stored, ...merged }), specs: takenSpecs ? theirs.specs : current.specs });
        setBase(baseOf(theirs, stored.version));
        setFieldErrors(undefined);
        setOutcome({ kind: "merged", message });
      },
      () =>
        setOutcome({ kind: "error", message: "The merge could not be loaded. Check the connection and try again." }),
    );
  }, []);

  /** After a publication, discard or rollback moved the stored version on: the next Save starts from it. */
  const setBaseVersion = useCallback((version: number) => setBase((b) => ({ ...b, version })), []);

  return {
    draft,
    version: base.version,
    savedAt,
    setBaseVersion,
    dirty,
    saving,
    outcome,
    fieldErrors,
    update,
    updateSpecs,
    save,
    discard,
    resetTo,
    overwrite,
  };
}
