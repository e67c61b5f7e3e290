"use client";

import { useEffect, useState } from "react";
import { previewDraftAction } from "@/app/studio/[expertId]/actions";
import type { PreviewDraft } from "@/lib/domain/expert-draft";
import type { Injection } from "@/lib/domain/injection";

type Result = { key: string; injection: Injection | null; error: string | null };

/** The harness preview of the unsaved draft, debounced; answers to superseded drafts are ignored. */
export function useDraftPreview(expertId: string, draft: PreviewDraft, revision: string, delayMs = 400) {
  const key = `${revision}\n${JSON.stringify(draft)}`;
  const [result, setResult] = useState<Result | null>(null);
  const [lastGood, setLastGood] = useState<Injection | null>(null);

  useEffect(() => {
    let cancelled = false;
    const payload = JSON.parse(key.slice(key.indexOf("\n") + 1)) as PreviewDraft;
    const timer = setTimeout(async () => {
      try {
        const response = await previewDraftAction({ ...payload, expertId });
        if (cancelled) return;
        if (response.status === "ok") {
          setResult({ key, injection: response.injection, error: null });
          setLastGood(response.injection);
        } else setResult({ key, injection: null, error: response.message });
      } catch {
        if (!cancelled) setResult({ key, injection: null, error: "The preview could not be loaded." });
      }
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expertId, key, delayMs]);

  const current = result?.key === key ? result : null;
  return { injection: current?.injection ?? lastGood, error: current?.error ?? null, pending: current === null };
}
