"use client";

import { useEffect, useState } from "react";
import { previewDraftAction } from "@/lib/actions/expert-edits";
import { editorProblems } from "@/lib/domain/editor-problems";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { FieldErrors } from "@/lib/domain/field-errors";
import type { Injection } from "@/lib/domain/injection";

type Result = { key: string; injection: Injection | null; error: string | null };
type Shown = { injection: Injection };

/** The harness preview of the unsaved draft, debounced; answers to superseded drafts are ignored. */
export function useDraftPreview(expertId: string, draft: PreviewDraft, revision: string, delayMs = 400) {
  const key = `${revision}\n${JSON.stringify(draft)}`;
  const [result, setResult] = useState<Result | null>(null);
  const [lastGood, setLastGood] = useState<Shown | null>(null);

  useEffect(() => {
    let cancelled = false;
    const payload = JSON.parse(key.slice(key.indexOf("\n") + 1)) as PreviewDraft;
    const timer = setTimeout(
      () =>
        void (async () => {
          try {
            // One JSON string, as the save sends its draft (jsonStringInput).
            const response = await previewDraftAction(JSON.stringify({ ...payload, expertId }));
            if (cancelled) return;
            if (response.status === "ok") {
              setResult({ key, injection: response.injection, error: null });
              setLastGood({ injection: response.injection });
            } else setResult({ key, injection: null, error: whyNot(response.message, response.fieldErrors) });
          } catch {
            if (!cancelled) setResult({ key, injection: null, error: "The preview could not be loaded." });
          }
        })(),
      delayMs,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expertId, key, delayMs]);

  const current = result?.key === key ? result : null;
  // While a newer draft is checked, or when it fails, the last good answer stays on screen.
  const shown = current?.injection ? current : lastGood;
  return {
    injection: shown?.injection ?? null,
    error: current?.error ?? null,
    pending: current === null,
  };
}

/** The preview's refusal with its reasons, each field named in plain words. */
function whyNot(message: string, fieldErrors: FieldErrors | undefined): string {
  const reasons = editorProblems(fieldErrors).map((p) => `${p.label}: ${p.messages.join(" ")}`);
  return reasons.length > 0 ? `${message} ${reasons.join(" ")} The preview updates once this is fixed.` : message;
}
